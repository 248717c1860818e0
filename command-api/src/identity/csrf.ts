import type { FastifyRequest } from "fastify";
import { ForbiddenError } from "@workledger/domain";
import { randomToken, type Signer } from "./identity-crypto.ts";

export const csrfCookieName = "XSRF-TOKEN";
export const csrfHeaderName = "x-xsrf-token";
const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A fresh anti-forgery value: random, signed with the database-held key, so any API process can check it. */
export const issueCsrfToken = (signer: Signer): string => signer.sign(randomToken());

const cookieValue = (request: FastifyRequest, name: string): string | undefined => {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
};

/**
 * Every mutating request must carry X-XSRF-TOKEN with a value this API issued (GET
 * /api/sanctum/csrf-cookie); when the XSRF-TOKEN cookie is also sent, the two must match
 * (double submit). Anything else is a 403 before the route runs.
 */
export const assertAntiForgery = (request: FastifyRequest, signer: Signer): void => {
  if (!mutating.has(request.method)) return;
  const raw = request.headers[csrfHeaderName];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header === undefined || header === "" || signer.open(header) === undefined) {
    throw new ForbiddenError("CSRF token mismatch.", "csrf_token_mismatch");
  }
  const cookie = cookieValue(request, csrfCookieName);
  if (cookie !== undefined && cookie !== header) throw new ForbiddenError("CSRF token mismatch.", "csrf_token_mismatch");
};
