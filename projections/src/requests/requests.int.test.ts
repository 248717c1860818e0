import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { requestsProjection } from "./requests.projection.ts";
import { listAbsenceBlocks } from "../absence-blocks/absence-blocks.queries.ts";
import { approvedPaidAbsences, findRequest, listRequests } from "./requests.queries.ts";

const details = (start: string, end: string, comment = "") => ({ absenceTypeId: "vac", absenceTypeName: "Vacation", start, end, comment });
const decided = { decidedBy: "boss", decidedAt: "2026-11-25T12:00:00.000Z" };

for (const kind of testDatabaseKinds) {
  describe(`requests read model on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const a = `company-${crypto.randomUUID()}`;
    const b = `company-${crypto.randomUUID()}`;
    const append = async (company: string, stream: string, type: string, data: unknown): Promise<Position> =>
      (await ctx.store.appendToStream(`${stream}-${company}`, [newTestEvent({ companyId: company, type, data })], "any")).position;

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      const d1 = details("2026-12-01T00:00:00.000Z", "2026-12-03T00:00:00.000Z", "Trip");
      const d1b = details("2026-12-01T00:00:00.000Z", "2026-12-04T00:00:00.000Z", "Longer trip");
      await append(a, "pa-w1", "PaidAbsenceRequested", { requestId: "r1", workerId: "w1", details: d1 });
      await append(a, "pa-w1", "PaidAbsenceRequestEdited", { requestId: "r1", workerId: "w1", previous: d1, details: d1b });
      await append(a, "pa-w1", "PaidAbsenceRequestApproved", { requestId: "r1", workerId: "w1", details: d1b, ...decided });
      const d2 = details("2027-01-01T00:00:00.000Z", "2027-01-02T00:00:00.000Z");
      await append(a, "pa-w1", "PaidAbsenceRequested", { requestId: "r2", workerId: "w1", details: d2 });
      await append(a, "pa-w1", "PaidAbsenceRequestDeclined", { requestId: "r2", workerId: "w1", details: d2, ...decided });
      const bonus = { bonus: 50, comment: "Extra", managerId: "boss" };
      await append(a, "bonus-work1", "BonusRequested", { requestId: "b1", workerId: "w1", workId: "work-1", details: bonus });
      await append(a, "bonus-work1", "BonusRequestEdited", { requestId: "b1", workerId: "w1", workId: "work-1", previous: bonus, details: { ...bonus, bonus: 60 } });
      await append(a, "bonus-work1", "BonusRequestApproved", { requestId: "b1", workerId: "w1", workId: "work-1", bonus: 40, originalBonus: 60, comment: "Extra", ...decided });
      // The same request id in another company is its own row, still pending.
      const last = await append(b, "pa-w1", "PaidAbsenceRequested", { requestId: "r1", workerId: "w1", details: d1 });
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [requestsProjection], { logger: silentLogger, batchSize: 3 });
      await runner.start();
      await waitForPosition(ctx.db, "requests", last, { timeoutMs: 10_000 });
    });

    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps each request's latest details and status, keyed by company", async () => {
      expect(await findRequest(ctx.db, a, "r1")).toMatchObject({ status: "approved", comment: "Longer trip", decided_by: "boss", absence_type_name: "Vacation" });
      expect(new Date((await findRequest(ctx.db, a, "r1"))!.end_at!).toISOString()).toBe("2026-12-04T00:00:00.000Z");
      expect(await findRequest(ctx.db, a, "r2")).toMatchObject({ status: "declined" });
      expect(await findRequest(ctx.db, a, "b1")).toMatchObject({ kind: "bonus", status: "approved", bonus: 40, original_bonus: 60, work_id: "work-1" });
      expect(await findRequest(ctx.db, b, "r1")).toMatchObject({ status: "pending", comment: "Trip" });
      expect((await listRequests(ctx.db, a, { workerId: "w1", kind: "paid_absence" })).map((r) => r.request_id).sort()).toEqual(["r1", "r2"]);
      expect((await listRequests(ctx.db, a, { workId: "work-1" })).map((r) => r.request_id)).toEqual(["b1"]);
    });

    it("answers the approved paid absences only, for the timesheet and the overlap check", async () => {
      expect((await approvedPaidAbsences(ctx.db, a, ["w1"], "2026-12-03T00:00:00.000Z", "2026-12-10T00:00:00.000Z")).map((r) => r.request_id)).toEqual(["r1"]);
      expect(await approvedPaidAbsences(ctx.db, a, ["w1"], "2026-12-04T00:00:00.000Z", "2026-12-10T00:00:00.000Z")).toEqual([]);
      const year = ["2026-01-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"] as const;
      expect(await listAbsenceBlocks(ctx.db, a, "w1", ...year)).toEqual([{ kind: "paid_absence", source: "request", sourceId: "r1", start: "2026-12-01T00:00:00.000Z", end: "2026-12-04T00:00:00.000Z" }]);
      expect(await listAbsenceBlocks(ctx.db, a, "w1", "2026-12-04T00:00:00.000Z", "2027-01-01T00:00:00.000Z")).toEqual([]);
      expect(await listAbsenceBlocks(ctx.db, b, "w1", ...year)).toEqual([]);
    });

    it("rebuilds to exactly the first build", async () => {
      const before = await tableContents(ctx.db, "requests", ["company_id", "request_id"]);
      await runner.rebuild("requests");
      expect(await tableContents(ctx.db, "requests", ["company_id", "request_id"])).toEqual(before);
      expect(before).toHaveLength(4);
    });
  });
}
