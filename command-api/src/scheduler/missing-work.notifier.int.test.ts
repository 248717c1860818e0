import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { defaultWorkerRights } from "@workledger/domain";
import { realtimeChannelOf, realtimeSubjectOf } from "@workledger/event-schemas";
import { parsePosition } from "@workledger/event-store";
import { openRealtimeChannel } from "../testing/realtime-channel.ts";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";
import { publishMissingWorks } from "./missing-work.notifier.ts";

const managerPermissions = ["has_manager_rights", "can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"];

/** Opens users_{id} on the real websocket, once it has confirmed the subscription. */
const openChannel = async (url: string, token: string) => {
  const channel = await openRealtimeChannel(url, token);
  await channel.waitFor((m) => m.type === "subscribed");
  return channel;
};

describe("worker-missing-work notices over the realtime channel on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  let url: string;
  let boss: Person;
  let worker: Person;
  let northManager: Person;
  let colleague: Person;
  let north: string;
  let south: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    // Wednesday 18 November 2026, 08:00 in Helsinki.
    t = await createWorkTimeTestApp("postgres", { start: new Date("2026-11-18T06:00:00Z") });
    boss = await t.founder();
    // Real workspaces of the company: a work names only ids its company has.
    const division = async (name: string) =>
      (await t.send("POST", `/api/companies/${boss.companyId}/divisions`, boss.token, { name, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 })).json().data.id as string;
    [north, south] = [await division("North"), await division("South")];
    worker = await t.person(boss);
    colleague = await t.person(boss);
    northManager = await t.person(boss, [...defaultWorkerRights.permissions, ...managerPermissions], { roleId: 1, managerWorkspaces: [north] });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it("tells the managers who reach the work, once it is still open at the local midnight after its day", async () => {
    const started = await t.send("POST", `/api/companies/${boss.companyId}/works/start`, worker.token, { workspace_id: south });
    expect(started.statusCode, started.body).toBe(201);
    await t.readModels.waitForPosition("timesheet", parsePosition(String(started.headers["x-ledger-position"])), { timeoutMs: 10_000 });
    const workId = started.json().work_id as string;
    const bus = { db: t.db, bus: t.bus };

    // Still the same day in Helsinki: nothing is missing yet.
    expect(await publishMissingWorks(bus, { after: new Date("2026-11-18T06:00:00Z"), until: new Date("2026-11-18T21:59:59Z") })).toBe(0);

    // 00:30 on Thursday in Helsinki: Wednesday's work was never stopped.
    await t.advance(16 * 3600_000 + 30 * 60_000, boss, worker, northManager, colleague);
    const bossChannel = await openChannel(url, boss.token);
    const workerChannel = await openChannel(url, worker.token);
    const northChannel = await openChannel(url, northManager.token);
    const colleagueChannel = await openChannel(url, colleague.token);
    sockets.push(bossChannel.socket, workerChannel.socket, northChannel.socket, colleagueChannel.socket);

    const published = await publishMissingWorks(bus, { after: new Date("2026-11-18T21:59:59Z"), until: t.clock() });
    expect(published).toBe(1);
    const notice = await bossChannel.waitFor((m) => m.type === "worker-missing-work");
    expect(notice).toEqual({
      channel: `users_${boss.id}`,
      type: "worker-missing-work",
      data: {
        work_id: workId,
        worker_id: worker.id,
        worker_name: expect.any(String),
        work_date: "2026-11-18",
        start_utc: "2026-11-18T06:00:00.000Z",
        missing_since: "2026-11-18T22:00:00.000Z",
      },
    });
    // A manager limited to another workspace, the worker and a colleague without manager rights hear
    // nothing: a sentinel published on each of their subjects after the notices arrives with
    // nothing of the notice's kind before it (each subject keeps its order).
    const silent = [[worker, workerChannel], [northManager, northChannel], [colleague, colleagueChannel]] as const;
    for (const [person] of silent) await t.bus.publish(realtimeSubjectOf(person.id), { channel: realtimeChannelOf(person.id), type: "test-sentinel" });
    for (const [, channel] of silent) {
      await channel.waitFor((m) => m.type === "test-sentinel");
      expect(channel.messages.filter((m) => m.type === "worker-missing-work")).toEqual([]);
    }

    // The next window does not repeat it; a stopped work is never missing.
    expect(await publishMissingWorks(bus, { after: t.clock(), until: new Date(t.clock().getTime() + 3600_000) })).toBe(0);
    const stopped = await t.send("POST", `/api/companies/${boss.companyId}/works/stop`, worker.token, {});
    await t.readModels.waitForPosition("timesheet", parsePosition(String(stopped.headers["x-ledger-position"])), { timeoutMs: 10_000 });
    expect(await publishMissingWorks(bus, { after: new Date("2026-11-18T21:59:59Z"), until: t.clock() })).toBe(0);
  });
});
