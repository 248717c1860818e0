import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NotFoundError } from "@workledger/domain";

const isApiPath = (url: string): boolean => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
const pathOf = (url: string): string => url.split("?")[0] ?? url;
// "/assets/app.js" that is missing is a 404; "/people/42" is a client-side route.
const looksLikeFile = (path: string): boolean => /\.[A-Za-z0-9]+$/.test(path.split("/").pop() ?? "");

/**
 * Serves the built SPA from `distDir`: its files, and index.html for any other GET outside /api
 * so that deep links work. Unknown /api paths (and everything when the web app is not built)
 * answer a JSON 404.
 */
export const registerStaticWeb = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const root = resolve(distDir);
  const built = existsSync(resolve(root, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: true,
      index: ["index.html"],
      setHeaders: (reply, path) => {
        // Vite's hashed assets never change; index.html must be revalidated to pick up new ones.
        reply.header("cache-control", /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (built && (request.method === "GET" || request.method === "HEAD") && !isApiPath(path) && !looksLikeFile(path)) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    throw new NotFoundError(`No route for ${request.method} ${path}`, "route_not_found");
  });
};
