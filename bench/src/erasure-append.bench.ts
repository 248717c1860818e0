/**
 * Cost of sealing personal fields on append: the same UserAddedManually-shaped events appended
 * plain and through the personal-data codec, each side on a fresh database. Prints the ratio.
 * Usage: npx tsx bench/src/erasure-append.bench.ts [events=20000] [postgres|pglite]
 */
import { randomUUID } from "node:crypto";
import { createPostgresEventStore, createPostgresPersonKeyStore, withPersonalDataProtection, type EventStore, type NewEvent } from "@workledger/event-store";
import { createTestDatabase, newTestEvent } from "@workledger/event-store/testing";

const total = Number(process.argv[2] ?? 20_000);
const kind = (process.argv[3] ?? "postgres") as "postgres" | "pglite";
const companyId = randomUUID();
const people = Array.from({ length: 200 }, () => randomUUID());
const event = (userId: string): NewEvent =>
  newTestEvent({
    companyId,
    type: "UserProfileUpdated",
    data: { changes: { first_name: "Maarika", last_name: "Tamm", phone_numbers: ["+372 5555 0101"], addresses: ["Pikk 1, Tallinn"], id_code: "49001010000", worker_number: "W-7" }, userId },
  });

const run = async (sealed: boolean): Promise<number> => {
  const db = await createTestDatabase(kind);
  try {
    const plain = await createPostgresEventStore(db.database.pool);
    const store: EventStore = sealed ? withPersonalDataProtection(plain, await createPostgresPersonKeyStore(db.database.pool)) : plain;
    const started = performance.now();
    for (let i = 0; i < total; i += 10) {
      const userId = people[(i / 10) % people.length]!;
      await store.appendToStream(`user-${companyId}-${userId}`, Array.from({ length: 10 }, () => event(userId)), "any");
    }
    const seconds = (performance.now() - started) / 1000;
    await store.close();
    return total / seconds;
  } finally {
    await db.drop();
  }
};

const plainRate = await run(false);
const sealedRate = await run(true);
console.log(JSON.stringify({ kind, events: total, plainPerSecond: Math.round(plainRate), sealedPerSecond: Math.round(sealedRate), ratio: Number((sealedRate / plainRate).toFixed(3)) }));
