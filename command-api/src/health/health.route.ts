import type { FastifyPluginAsync } from "fastify";

/** A projection that is not plainly running, as readiness reports it. */
export interface ProjectionReadiness {
  readonly name: string;
  /** failed: stopped, reads go stale (not ready); reconnecting: its subscription dropped; degraded: events parked. */
  readonly status: "failed" | "reconnecting" | "degraded";
  /** Events held in the dead-letter table (`npm run parked -- list`). */
  readonly parked: number;
}

/**
 * What a check found besides "it answers": `ok` false fails readiness (503); `degraded` keeps the
 * process serving (200) but says part of the read side lags, naming the projections.
 */
export interface CheckReport {
  readonly ok: boolean;
  readonly degraded?: boolean;
  readonly projections?: readonly ProjectionReadiness[];
}

/** A readiness check: resolves when the dependency answers (optionally with a report), throws when it does not. */
export interface ReadinessCheck {
  readonly name: string;
  readonly check: () => Promise<void | CheckReport>;
}

export interface HealthRouteDeps {
  readonly checks: readonly ReadinessCheck[];
  readonly checkTimeoutMs?: number;
}

const withTimeout = async <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
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
  properties: {
    name: { type: "string" },
    ok: { type: "boolean" },
    degraded: { type: "boolean" },
    projections: {
      type: "array",
      description: "Projections not plainly running: failed (not ready), reconnecting, or degraded with events parked",
      items: {
        type: "object",
        required: ["name", "status", "parked"],
        properties: {
          name: { type: "string" },
          status: { type: "string", enum: ["failed", "reconnecting", "degraded"] },
          parked: { type: "integer", minimum: 0 },
        },
      },
    },
  },
} as const;

const readyBody = {
  type: "object",
  required: ["status", "checks"],
  properties: {
    // degraded answers 200: the process serves, but part of the read side lags (see the checks).
    status: { type: "string", enum: ["ready", "degraded", "not_ready"] },
    checks: { type: "array", items: checkResult },
  },
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
          summary: "Readiness: database, event store, bus and projections; 503 names the failing check, 200 degraded names lagging projections",
          response: { 200: readyBody, 503: readyBody },
        },
      },
      async (request, reply) => {
        const results = await Promise.all(
          checks.map(async ({ name, check }) => {
            try {
              const report = await withTimeout(check(), checkTimeoutMs);
              return report === undefined ? { name, ok: true } : { name, ...report };
            } catch (error) {
              request.log.warn({ check: name, err: error }, "readiness check failed");
              // The reason stays in the log: it can name hosts and users.
              return { name, ok: false };
            }
          }),
        );
        const ready = results.every((r) => r.ok);
        const degraded = results.some((r) => "degraded" in r && r.degraded === true);
        return reply.code(ready ? 200 : 503).send({ status: ready ? (degraded ? "degraded" : "ready") : "not_ready", checks: results });
      },
    );
  };
