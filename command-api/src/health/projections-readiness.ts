import type { ProjectionHealth } from "../read-your-writes/read-models.ts";
import type { CheckReport, ProjectionReadiness } from "./health.route.ts";

/**
 * The read side's readiness: a failed projection makes the process not ready (its reads will not
 * move until an operator acts); one that is reconnecting or holds parked events leaves it ready
 * but degraded, so a load balancer keeps every company served while one company's bad event waits.
 */
export const projectionsReadiness = (statuses: readonly ProjectionHealth[]): CheckReport => {
  const projections: ProjectionReadiness[] = [];
  for (const p of statuses) {
    const status = p.status === "failed" ? "failed" : p.reconnecting ? "reconnecting" : p.parked > 0 ? "degraded" : undefined;
    if (status !== undefined) projections.push({ name: p.name, status, parked: p.parked });
  }
  const ok = projections.every((p) => p.status !== "failed");
  return projections.length === 0 ? { ok } : { ok, degraded: true, projections };
};
