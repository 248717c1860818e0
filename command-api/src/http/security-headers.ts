import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The Content-Security-Policy the built web app runs under: its own scripts and styles only
 * (Vite emits no inline script and Panda emits static CSS), images also from data: and blob:
 * (photo previews and crops), the API and the realtime websocket on the same origin ('self'
 * covers ws:/wss: of this host), no plugins, no <base> rewrites, no framing, forms to us only.
 */
export const contentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  // Map tiles (the workspace form's map picker) come from OpenStreetMap, as images only.
  "img-src": ["'self'", "data:", "blob:", "https://tile.openstreetmap.org"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "media-src": ["'self'", "blob:"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "frame-src": ["'none'"],
} as const;

/** Stored uploads (logos, photos, people's files): nothing in them may run, even opened directly. */
export const uploadContentSecurityPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A stored upload sent as a download: its checked type, never sniffed, sandboxed, not cached. */
export const sendAttachment = (reply: FastifyReply, file: { readonly content_type: string; readonly file_name: string; readonly data: Uint8Array }) =>
  reply
    .header("content-type", file.content_type)
    .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", uploadContentSecurityPolicy)
    .header("cache-control", "private, no-store")
    .send(file.data);

/** What the browser may use at all: the camera for profile photos, the location for mobile punches. */
const permissionsPolicy = "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), interest-cohort=()";

/**
 * Security headers on every response (API, web app, files, errors and 404s), one registration:
 * CSP above; `X-Content-Type-Options: nosniff`; `Referrer-Policy: no-referrer`, so reset and
 * invitation links, which carry their token in the query string, never leak to another site;
 * `X-Frame-Options: DENY` for browsers without frame-ancestors; HSTS only behind https (a plain
 * http address, such as npm start's loopback, would otherwise be pinned to https).
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: { readonly publicUrl: string }): Promise<void> => {
  const https = options.publicUrl.startsWith("https://");
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy } },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", permissionsPolicy);
  });
};
