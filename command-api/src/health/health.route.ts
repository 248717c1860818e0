import type { FastifyPluginAsync } from "fastify";

/** A readiness check: resolves when the dependency answers, throws when it does not. */
export interface ReadinessCheck {
  readonly name: string;
  readonly check: () => Promise<void>;
}

export interface HealthRouteDeps {
  readonly checks: readonly ReadinessCheck[];
  readonly checkTimeoutMs?: number;
}

const withTimeout = async (promise: Promise<void>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

const checkResult = {
  type: "object",
  required: ["name", "ok"],
  properties: { name: { type: "string" }, ok: { type: "boolean" } },
} as const;

const readyBody = {
  type: "object",
  required: ["status", "checks"],
  properties: { status: { type: "string", enum: ["ready", "not_ready"] }, checks: { type: "array", items: checkResult } },
} as const;

/** Liveness (the process answers) and readiness (its dependencies answer). */
export const healthRoutes =
  ({ checks, checkTimeoutMs = 2_000 }: HealthRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["health"],
          summary: "Liveness: 200 whenever the process runs",
          response: { 200: { type: "object", required: ["status"], properties: { status: { type: "string", enum: ["ok"] } } } },
        },
      },
      async () => ({ status: "ok" as const }),
    );

    app.get(
      "/ready",
      {
        schema: {
          tags: ["health"],
          summary: "Readiness: database, event store, bus and projections; 503 names the failing check",
          response: { 200: readyBody, 503: readyBody },
        },
      },
      async (request, reply) => {
        const results = await Promise.all(
          checks.map(async ({ name, check }) => {
            try {
              await withTimeout(check(), checkTimeoutMs);
              return { name, ok: true };
            } catch (error) {
              request.log.warn({ check: name, err: error }, "readiness check failed");
              // The reason stays in the log: it can name hosts and users.
              return { name, ok: false };
            }
          }),
        );
        const ready = results.every((r) => r.ok);
        return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", checks: results });
      },
    );
  };
