import { randomUUID } from "node:crypto";
import { testDatabaseKinds } from "@workledger/event-store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventMetadata } from "@workledger/event-schemas";
import type { Position } from "@workledger/event-store";
import { silentLogger } from "../runner/projection.ts";
import { createProjectionRunner, type ProjectionRunner } from "../runner/projection-runner.ts";
import { waitForPosition } from "../runner/wait-for-position.ts";
import { createProjectionsTestContext, tableContents, type ProjectionsTestContext } from "../testing/projections-test-context.ts";
import { directoryProjection } from "./directory.projection.ts";
import { companyUserIds, findCompanyUser, findDirectoryCompany, findDirectoryUserByEmail, listCompanyUsers, rfidTaken } from "./directory.queries.ts";

const rights = (permissions: string[], role: number | null = 3) => ({ user_role_id: role, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions });

for (const kind of testDatabaseKinds) {
  describe(`directory read model on ${kind}`, () => {
    let ctx: ProjectionsTestContext;
    let runner: ProjectionRunner;
    let last: Position;
    const companyId = randomUUID();
    const [managerId, workerId, waitingId] = [randomUUID(), randomUUID(), randomUUID()];
    const meta = (): EventMetadata => ({
      companyId,
      actorId: managerId,
      persona: "manager",
      source: "web",
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: "2026-11-22T10:00:00.000Z",
    });
    const append = async (stream: string, events: { type: string; data: unknown }[]) =>
      (last = (await ctx.store.appendToStream(stream, events.map((e) => ({ id: randomUUID(), schemaVersion: 1, metadata: meta(), ...e })), "any")).position);
    const person = (userId: string, email: string) => ({ userId, companyId, email, firstName: "F", lastName: email.slice(0, 3), language: "en", isAdmin: false });

    beforeAll(async () => {
      ctx = await createProjectionsTestContext(kind);
      await append(`company-${companyId}`, [
        { type: "CompanyRegistered", data: { companyId, name: "Acme", mainUserId: managerId, telephoneNumber: null, timezone: "Europe/Helsinki", trialEndsAt: null } },
        { type: "CompanyFeatureFlagsChanged", data: { flags: { schedule_active: true } } },
        { type: "CompanyFeatureFlagsChanged", data: { flags: { boxes_active: true, schedule_active: false } } },
        { type: "CompanyProfileUpdated", data: { changes: { tax_number: "FI1" } } },
      ]);
      await append(`user-${companyId}-${managerId}`, [
        { type: "UserSignedUp", data: { ...person(managerId, "man@x.io"), rights: rights(["has_manager_rights"], 1), termsAcceptedAt: "2026-11-22T10:00:00.000Z" } },
        { type: "UserDefaultCompanyChanged", data: { companyId } },
      ]);
      await append(`user-${companyId}-${workerId}`, [
        { type: "UserAddedManually", data: { ...person(workerId, "wor@x.io"), rights: rights([]), addedBy: managerId, profile: { rfid: "R1", worker_number: "7" } } },
        { type: "UserActivated", data: { by: managerId } },
        { type: "UserRightsChanged", data: { rights: { ...rights(["has_manager_rights"]), general_rights_workspace_ids: ["w1"] }, by: managerId } },
        { type: "UserProfileUpdated", data: { changes: { last_name: "Changed", phone_numbers: ["1"] } } },
        { type: "UserNotificationSettingsChanged", data: { settings: { bonus: false } } },
      ]);
      await append(`user-${companyId}-${waitingId}`, [
        { type: "UserInvited", data: { ...person(waitingId, "wai@x.io"), rights: rights([]), invitedBy: managerId, workspaceId: "w1" } },
      ]);
      runner = createProjectionRunner({ db: ctx.db, store: ctx.store }, [directoryProjection], { logger: silentLogger });
      await runner.start();
      await waitForPosition(ctx.db, "directory", last, { timeoutMs: 10_000 });
    });
    afterAll(async () => {
      await runner?.stop();
      await ctx?.drop();
    });

    it("keeps the company with merged flags and profile", async () => {
      expect(await findDirectoryCompany(ctx.db, companyId)).toMatchObject({ name: "Acme", main_user_id: managerId, tax_number: "FI1", flags: { schedule_active: false, boxes_active: true } });
    });

    it("keeps people with status, roles from rights, profile and settings", async () => {
      const worker = await findCompanyUser(ctx.db, companyId, workerId);
      expect(worker).toMatchObject({ status: "active", is_manager: true, last_name: "Changed", rfid: "R1", rights_version: 1, notification_settings: { bonus: false } });
      expect(worker?.profile).toMatchObject({ worker_number: "7", phone_numbers: ["1"] });
      expect((await findDirectoryUserByEmail(ctx.db, "MAN@x.io"))?.default_company_id).toBe(companyId);
      // An invitation written without UserDefaultCompanyChanged still gives the inviting company.
      expect((await findCompanyUser(ctx.db, companyId, waitingId))?.default_company_id).toBe(companyId);
      expect(await rfidTaken(ctx.db, companyId, "R1")).toBe(true);
      expect(await rfidTaken(ctx.db, companyId, "R1", workerId)).toBe(false);
      expect(await findCompanyUser(ctx.db, randomUUID(), workerId)).toBeUndefined();
    });

    it("filters people by status within the company", async () => {
      const emails = async (status: "all" | "active" | "inactive") => (await listCompanyUsers(ctx.db, { companyId, status, limit: 50, offset: 0 })).rows.map((r) => r.email).sort();
      expect(await emails("all")).toEqual(["man@x.io", "wai@x.io", "wor@x.io"]);
      expect(await emails("active")).toEqual(["man@x.io", "wor@x.io"]);
      expect(await emails("inactive")).toEqual(["wai@x.io"]);
      expect((await listCompanyUsers(ctx.db, { companyId, status: "all", search: "Changed", limit: 50, offset: 0 })).total).toBe(1);
      expect((await companyUserIds(ctx.db, companyId)).length).toBe(3);
      const reachable = async (ids: string[]) =>
        (await listCompanyUsers(ctx.db, { companyId, status: "all", reachableWorkspaceIds: ids, limit: 50, offset: 0 })).rows.map((r) => r.email).sort();
      // Only wor@ is in a workspace (w1); the others are in none and reach no scoped list: scoping fails closed.
      expect(await reachable(["w2"])).toEqual([]);
      expect(await reachable(["w1", "w2"])).toEqual(["wor@x.io"]);
      expect(await reachable([])).toEqual([]);
      expect((await listCompanyUsers(ctx.db, { companyId, status: "all", reachableWorkspaceIds: null, limit: 50, offset: 0 })).total).toBe(3);
    });

    it("shows an address waiting for its link beside the current one, moves it on confirmation, and finds an address's holder before a lapsed sign-up", async () => {
      const otherCompany = randomUUID();
      const [movingId, lapsedId, holderId] = [randomUUID(), randomUUID(), randomUUID()];
      const at = "2026-11-22T10:00:00.000Z";
      const other = (userId: string, email: string) => ({ ...person(userId, email), companyId: otherCompany });
      await append(`user-${otherCompany}-${movingId}`, [
        { type: "UserAddedManually", data: { ...other(movingId, "old@x.io"), rights: rights([]), addedBy: managerId, profile: {} } },
        { type: "UserEmailChangeRequested", data: { email: "new@x.io", by: managerId, expiresAt: "2026-11-23T10:00:00.000Z" } },
      ]);
      await waitForPosition(ctx.db, "directory", last, { timeoutMs: 10_000 });
      expect(await findCompanyUser(ctx.db, otherCompany, movingId)).toMatchObject({ email: "old@x.io", pending_email: "new@x.io", pending_email_expires_at: new Date("2026-11-23T10:00:00.000Z") });
      await append(`user-${otherCompany}-${movingId}`, [{ type: "UserEmailChangeConfirmed", data: { email: "new@x.io", previousEmail: "old@x.io", confirmedAt: at } }]);
      await append(`user-${otherCompany}-${lapsedId}`, [
        { type: "UserSignedUp", data: { ...other(lapsedId, "claimed@x.io"), rights: rights([], 1), termsAcceptedAt: at } },
        { type: "UserEmailClaimLapsed", data: { email: "claimed@x.io", reason: "invited_elsewhere", lapsedAt: at } },
      ]);
      await append(`user-${otherCompany}-${holderId}`, [{ type: "UserInvited", data: { ...other(holderId, "claimed@x.io"), rights: rights([]), invitedBy: managerId, workspaceId: null } }]);
      await waitForPosition(ctx.db, "directory", last, { timeoutMs: 10_000 });
      expect(await findCompanyUser(ctx.db, otherCompany, movingId)).toMatchObject({ email: "new@x.io", pending_email: null, email_verified_at: new Date(at) });
      expect((await findDirectoryUserByEmail(ctx.db, "claimed@x.io"))?.id).toBe(holderId);
      expect(await findCompanyUser(ctx.db, otherCompany, lapsedId)).toBeUndefined();
    });

    it("rebuilds to exactly the first build", async () => {
      const before = await Promise.all([
        tableContents(ctx.db, "directory_companies", ["id"]),
        tableContents(ctx.db, "directory_users", ["id"]),
        tableContents(ctx.db, "directory_memberships", ["company_id", "user_id"]),
      ]);
      await runner.rebuild("directory");
      const after = await Promise.all([
        tableContents(ctx.db, "directory_companies", ["id"]),
        tableContents(ctx.db, "directory_users", ["id"]),
        tableContents(ctx.db, "directory_memberships", ["company_id", "user_id"]),
      ]);
      expect(after).toEqual(before);
    });
  });
}
