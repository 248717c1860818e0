import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import type { EventStore } from "@workledger/event-store";
import type { Database } from "@workledger/projections/database.ts";
import type { Authenticator } from "./auth/actor.ts";
import type { Config } from "./config.ts";
import { healthRoutes, type ReadinessCheck } from "./health/health.route.ts";
import { projectionsReadiness } from "./health/projections-readiness.ts";
import { errorHandler } from "./http/error-handler.ts";
import { errorResponseSchema } from "./http/error-response.ts";
import { maxJsonBodyBytes, registerInputHygiene } from "./http/input-hygiene.ts";
import { realValueRegExp } from "./http/real-values.ts";
import { genReqId, requestIdHeader } from "./http/request-id.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerStaticWeb } from "./http/static-web.ts";
import type { ReadModels } from "./read-your-writes/read-models.ts";
import { translationRoutes } from "./translations/translations.routes.ts";

/** A feature's routes, built by a factory that receives exactly the deps the feature needs. */
export type RouteSlice = FastifyPluginAsync;

export interface AppDeps {
  readonly config: Config;
  readonly logger: Logger;
  readonly eventStore: EventStore;
  /** Read models (projections' tables). */
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  readonly readModels: ReadModels;
  /** The identity port; null means nobody is signed in. */
  readonly authenticate: Authenticator;
  /** The only clock: slices put `now` into command metadata so deciders stay pure. */
  readonly clock: () => Date;
  /** Feature slices, registered under /api after the built-in ones. */
  readonly slices?: readonly RouteSlice[];
}

// A probe every few seconds must not fill the bus (JetStream keeps messages): one success counts for a while.
const busCheck = (bus: Bus, cacheMs = 10_000): (() => Promise<void>) => {
  let okUntil = 0;
  return async () => {
    if (Date.now() < okUntil) return;
    await bus.publish("system.readiness", { at: new Date().toISOString() });
    okUntil = Date.now() + cacheMs;
  };
};

const readinessChecks = (deps: AppDeps): ReadinessCheck[] => [
  { name: "database", check: async () => void (await sql`select 1`.execute(deps.db)) },
  { name: "event-store", check: async () => void (await deps.eventStore.headPosition()) },
  { name: "bus", check: busCheck(deps.bus) },
  { name: "projections", check: async () => projectionsReadiness(await deps.readModels.statuses()) },
];

/** The HTTP app with every route, error handler and doc; it never listens (server.ts does). */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: maxJsonBodyBytes,
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: "array", useDefaults: true, code: { regExp: realValueRegExp } } },
  }) as unknown as FastifyInstance;

  app.addHook("onRequest", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  app.decorateRequest("actor", null);
  app.setErrorHandler(errorHandler);
  registerInputHygiene(app);
  app.addSchema(errorResponseSchema);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Workledger API", version: "0.1.0", description: "Commands return x-ledger-position; queries accept x-wait-for-position or ?waitFor= to read their own writes." },
      servers: [{ url: config.publicUrl }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(
    async (api) => {
      api.addHook("onRequest", async (request) => {
        request.actor = await deps.authenticate(request);
      });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes({ checks: readinessChecks(deps) }));
      await api.register(translationRoutes());
      for (const slice of deps.slices ?? []) await api.register(slice);
    },
    { prefix: "/api" },
  );

  await registerStaticWeb(app, config.webDistDir);
  return app;
};
