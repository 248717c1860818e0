import { newTestEvent, testDatabaseKinds } from "@workledger/event-store/testing";
import type { Position } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { salarySettingsProjection } from "./salary-settings.projection.ts";
import { findSalarySettings } from "./salary-settings.queries.ts";

const settings = (netvisorEmployeeNumber: string | null, meritContractCode: string | null, workTypePrices: { workTypeId: string; price: number }[]) => ({
  netvisorEmployeeNumber,
  meritContractCode,
  workTypePrices,
});

for (const kind of testDatabaseKinds) {
  describe(`salary settings read model on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    const a = `company-${crypto.randomUUID()}`;
    const b = `company-${crypto.randomUUID()}`;
    const append = async (company: string, person: string, data: unknown, actorId: string): Promise<Position> => {
      const e = newTestEvent({ companyId: company, type: "SalarySettingsChanged", data: { personId: person, settings: data } });
      return (await ctx.store.appendToStream(`salary-settings-${company}-${person}`, [{ ...e, metadata: { ...e.metadata, actorId } }], "any")).position;
    };

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(a, "p1", settings("1407", "EE-1", [{ workTypeId: "wt-1", price: 12.5 }, { workTypeId: "wt-2", price: 999999.99 }]), "boss-1");
      // The whole settings replace the earlier ones: wt-1 is no longer overridden.
      await append(a, "p1", settings("1408", null, [{ workTypeId: "wt-2", price: 0.1 }]), "boss-2");
      // Same person id in another company: its own row.
      const last = await append(b, "p1", settings("77", "B", []), "boss-b");
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [salarySettingsProjection], { logger: silentLogger, batchSize: 2 });
      await runner.start();
      await waitForPosition(ctx.db, "salary-settings", last, { timeoutMs: 10_000 });
    });

    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps the latest settings per company and person, with who changed them", async () => {
      expect(await findSalarySettings(ctx.db, a, "p1")).toMatchObject({
        netvisorEmployeeNumber: "1408",
        meritContractCode: null,
        workTypePrices: [{ workTypeId: "wt-2", price: 0.1 }],
        changedBy: "boss-2",
      });
      expect(await findSalarySettings(ctx.db, b, "p1")).toMatchObject({ netvisorEmployeeNumber: "77", meritContractCode: "B", workTypePrices: [], changedBy: "boss-b" });
      expect(await findSalarySettings(ctx.db, a, "nobody")).toEqual({ netvisorEmployeeNumber: null, meritContractCode: null, workTypePrices: [], changedBy: null, changedAt: null });
    });

    it("rebuilds to exactly the first build", async () => {
      const tables = [
        ["salary_settings", ["company_id", "user_id"]],
        ["salary_work_type_prices", ["company_id", "user_id", "work_type_id"]],
      ] as const;
      const before = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      await runner.rebuild("salary-settings");
      const after = await Promise.all(tables.map(([table, order]) => tableContents(ctx.db, table, order)));
      expect(after).toEqual(before);
      expect(before.every((rows) => rows.length > 0)).toBe(true);
    });
  });
}
