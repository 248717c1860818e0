import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_FAMILY_NAME, ERASED_GIVEN_NAME, erasedEmail } from "@workledger/event-schemas";
import type { RecordedEvent } from "../port.ts";
import { createPostgresEventStore } from "../postgres/postgres-event-store.ts";
import { newTestEvent } from "../testing/new-event.ts";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { createPostgresPersonKeyStore } from "./person-key-store.ts";
import { PersonalDataUnreadableError, SEALED_FIELD, withPersonalDataProtection, type PersonalDataProtectedStore } from "./personal-data-codec.ts";

const companyId = randomUUID();
const personId = randomUUID();
const otherId = randomUUID();
const stream = `user-${companyId}-${personId}`;
const secrets = ["Maarika", "Tamm-Secret", "maarika.secret@example.test", "+372 5555 0101", "49001010000", "Pikk 1, Tallinn", "late bus, sick child"];

const userAdded = (userId: string, firstName: string) =>
  newTestEvent({
    companyId,
    type: "UserAddedManually",
    data: {
      userId,
      companyId,
      email: userId === personId ? "maarika.secret@example.test" : "other@example.test",
      firstName,
      lastName: userId === personId ? "Tamm-Secret" : "Other",
      language: "en",
      rights: { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] },
      isAdmin: false,
      addedBy: "admin-1",
      profile:
        userId === personId
          ? { phone_numbers: ["+372 5555 0101"], addresses: ["Pikk 1, Tallinn"], id_code: "49001010000", worker_number: "W-7" }
          : { phone_numbers: ["+358 40 000"], addresses: [], id_code: "010101-123A", worker_number: "W-9" },
    },
  });

for (const kind of testDatabaseKinds) {
  describe(`personal-data codec (crypto-shredding) on ${kind}`, () => {
    let db: TestDatabase;
    let store: PersonalDataProtectedStore;
    const rawRows = async () => (await db.database.pool.query<{ row: string }>("SELECT to_jsonb(e)::text AS row FROM wl_events e")).rows.map((r) => r.row);

    beforeAll(async () => {
      db = await createTestDatabase(kind);
      store = withPersonalDataProtection(await createPostgresEventStore(db.database.pool, { pollIntervalMs: 10 }), await createPostgresPersonKeyStore(db.database.pool));
      const added = userAdded(personId, "Maarika");
      await store.appendToStream(stream, [added], "no_stream");
      // A retried append with the same event id is the same batch (the sealing is deterministic per event).
      await store.appendToStream(stream, [added], "any");
      await store.appendToStream(stream, [newTestEvent({ companyId, type: "UserProfileUpdated", data: { changes: { last_name: "Tamm-Secret", worker_number: "W-8" } } })], 0n);
      await store.appendToStream(
        `work-time-${companyId}-${personId}-2026-11`,
        [newTestEvent({ companyId, type: "WorkLogAdded", data: { workerId: personId, workId: "w1", values: { comment: "late bus, sick child", workerComment: "", start: "x" }, workedSeconds: 3600 } })],
        "no_stream",
      );
      await store.appendToStream(`user-${companyId}-${otherId}`, [userAdded(otherId, "Olev")], "no_stream");
    });
    afterAll(async () => {
      await store?.close();
      await db?.drop();
    });

    it("stores no personal field in the event rows, and every read gives them back in plain", async () => {
      const rows = await rawRows();
      for (const secret of secrets) expect(rows.some((r) => r.includes(secret)), secret).toBe(false);
      expect(rows.filter((r) => r.includes(SEALED_FIELD))).toHaveLength(4);
      // What is not personal stays readable in the row (amounts and ids add up without any key).
      expect(rows.some((r) => r.includes('"workedSeconds": 3600') && r.includes(personId))).toBe(true);
      const [added, updated] = await store.readStream(stream);
      expect(added!.data).toMatchObject({ email: "maarika.secret@example.test", firstName: "Maarika", profile: { id_code: "49001010000", phone_numbers: ["+372 5555 0101"], worker_number: "W-7" } });
      expect(added!.data).not.toHaveProperty(SEALED_FIELD);
      expect(updated!.data).toEqual({ changes: { last_name: "Tamm-Secret", worker_number: "W-8" } });
      const all = await store.readAll();
      expect(all.find((e) => e.type === "WorkLogAdded")!.data).toMatchObject({ values: { comment: "late bus, sick child" }, workedSeconds: 3600 });
    });

    it("after the key is destroyed every read shows the erased person, other people are untouched, and the chain still verifies", async () => {
      const before = await rawRows();
      expect(await store.personKeys.erase({ companyId, personId }, "admin-1")).toEqual({ alreadyErased: false });
      expect(await store.personKeys.erase({ companyId, personId }, "admin-1")).toEqual({ alreadyErased: true });
      expect(await rawRows()).toEqual(before);
      const [added, updated] = await store.readStream(stream);
      expect(added!.data).toMatchObject({
        email: erasedEmail(personId),
        firstName: ERASED_GIVEN_NAME,
        lastName: ERASED_FAMILY_NAME,
        profile: { phone_numbers: [], addresses: [], id_code: null, worker_number: "W-7" },
      });
      expect(updated!.data).toEqual({ changes: { last_name: ERASED_FAMILY_NAME, worker_number: "W-8" } });
      // A subscription (what projections read) sees the same placeholders; a fresh key store (another process) too.
      const fresh = withPersonalDataProtection(await createPostgresEventStore(db.database.pool), await createPostgresPersonKeyStore(db.database.pool));
      const seen: RecordedEvent[] = [];
      const sub = fresh.subscribeToAll();
      for await (const e of sub) {
        seen.push(e);
        if (seen.length === 4) break;
      }
      const text = JSON.stringify(seen.map((e) => e.data));
      for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
      expect(seen.find((e) => e.type === "WorkLogAdded")!.data).toMatchObject({ values: { comment: "" }, workedSeconds: 3600 });
      expect(seen.find((e) => e.streamName.endsWith(otherId))!.data).toMatchObject({ firstName: "Olev", email: "other@example.test" });
      const verified = await store.verifyChain!();
      expect(verified.ok).toBe(true);
    });

    it("records only placeholders for an erased person from then on, and refuses a sealed blob that was altered", async () => {
      await store.appendToStream(stream, [newTestEvent({ companyId, type: "UserEmailChanged", data: { email: "new.secret@example.test" } })], "any");
      expect((await rawRows()).some((r) => r.includes("new.secret@example.test"))).toBe(false);
      const other = `user-${companyId}-${otherId}`;
      await db.database.pool.query("ALTER TABLE wl_events DISABLE TRIGGER USER");
      await db.database.pool.query(
        `UPDATE wl_events SET data = jsonb_set(data, '{${SEALED_FIELD},c}', to_jsonb('AAAA' || substr(data->'${SEALED_FIELD}'->>'c', 5))) WHERE stream_name = $1`,
        [other],
      );
      await expect(store.readStream(other)).rejects.toBeInstanceOf(PersonalDataUnreadableError);
    });
  });
}
