import { describeEventStoreContract } from "../contract/event-store-contract.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { createPostgresEventStore } from "./postgres-event-store.ts";

for (const kind of testDatabaseKinds) {
  describeEventStoreContract(`PostgreSQL adapter on ${kind}`, async () => {
    const db = await createTestDatabase(kind);
    const store = await createPostgresEventStore(db.database.pool, { pollIntervalMs: 10 });
    return {
      store,
      cleanup: async () => {
        await store.close();
        await db.drop();
      },
    };
  });
}
