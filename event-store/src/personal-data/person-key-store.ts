import { randomBytes } from "node:crypto";
import type pg from "pg";
import { inTransaction } from "../postgres/database.ts";

/** Identifies one person's key: keys are per company, as every other record. */
export interface PersonRef {
  readonly companyId: string;
  readonly personId: string;
}

export interface ErasureOutcome {
  /** The person had been erased before: nothing changed now. */
  readonly alreadyErased: boolean;
}

/**
 * Each person's AES-256 key, kept outside the events. Erasing a person destroys their key (the row
 * stays as a tombstone without it, so no new key is ever made for them): from then on their
 * encrypted fields cannot be read by anyone.
 */
export interface PersonKeyStore {
  /** The person's key, made on first use; null once the person is erased. */
  keyForAppend(person: PersonRef): Promise<Buffer | null>;
  /** The keys of these people: a Buffer, null when erased, undefined when they never had one. */
  keysForRead(people: readonly PersonRef[]): Promise<Map<string, Buffer | null>>;
  /** Destroys the key. Idempotent. */
  erase(person: PersonRef, by: string): Promise<ErasureOutcome>;
  isErased(person: PersonRef): Promise<boolean>;
}

export const personKeyId = (p: PersonRef): string => `${p.companyId}/${p.personId}`;

export interface PostgresPersonKeyStoreOptions {
  /**
   * How long a process trusts a key it read. Erasure evicts the key at once in the process that
   * erases; another process (a separate projection process, a second API) stops using it within
   * this time.
   */
  readonly cacheTtlMs?: number;
}

/**
 * Under the event-store schema's lock (`pg_advisory_xact_lock(7707001)`, as `ensureEventStoreSchema`):
 * two processes creating the table at once would otherwise race on PostgreSQL's catalog.
 */
export const ensurePersonKeysSchema = (pool: pg.Pool): Promise<void> =>
  inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(7707001)");
    await client.query(`
    CREATE TABLE IF NOT EXISTS wl_person_keys (
      company_id text NOT NULL,
      person_id text NOT NULL,
      key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      erased_at timestamptz,
      erased_by text,
      PRIMARY KEY (company_id, person_id),
      CONSTRAINT wl_person_keys_erased_has_no_key CHECK ((key IS NULL) = (erased_at IS NOT NULL))
    )`);
  });

/** The key store in PostgreSQL/PGlite (`wl_person_keys`), next to but never inside `wl_events`. */
export const createPostgresPersonKeyStore = async (pool: pg.Pool, options: PostgresPersonKeyStoreOptions = {}): Promise<PersonKeyStore> => {
  await ensurePersonKeysSchema(pool);
  const ttl = options.cacheTtlMs ?? 30_000;
  const cache = new Map<string, { key: Buffer | null; until: number }>();
  const cached = (id: string): Buffer | null | undefined => {
    const hit = cache.get(id);
    if (hit === undefined || hit.until < Date.now()) return undefined;
    return hit.key;
  };
  const remember = (id: string, key: Buffer | null) => {
    if (cache.size > 50_000) cache.clear();
    cache.set(id, { key, until: Date.now() + ttl });
  };

  const keysForRead = async (people: readonly PersonRef[]): Promise<Map<string, Buffer | null>> => {
    const out = new Map<string, Buffer | null>();
    const missing = new Map<string, PersonRef>();
    for (const p of people) {
      const id = personKeyId(p);
      const hit = cached(id);
      if (hit !== undefined) out.set(id, hit);
      else missing.set(id, p);
    }
    if (missing.size === 0) return out;
    const wanted = [...missing.values()];
    const { rows } = await pool.query<{ company_id: string; person_id: string; key: Buffer | null }>(
      `SELECT k.company_id, k.person_id, k.key FROM wl_person_keys k
         JOIN unnest($1::text[], $2::text[]) AS w(company_id, person_id) USING (company_id, person_id)`,
      [wanted.map((p) => p.companyId), wanted.map((p) => p.personId)],
    );
    for (const r of rows) {
      const id = personKeyId({ companyId: r.company_id, personId: r.person_id });
      remember(id, r.key);
      out.set(id, r.key);
    }
    return out;
  };

  return {
    keyForAppend: async (person) => {
      const id = personKeyId(person);
      const hit = cached(id);
      if (hit !== undefined) return hit;
      // One round trip: insert a fresh key, or (a no-op update) return the one already there.
      const { rows } = await pool.query<{ key: Buffer | null }>(
        `INSERT INTO wl_person_keys (company_id, person_id, key) VALUES ($1, $2, $3)
         ON CONFLICT (company_id, person_id) DO UPDATE SET company_id = EXCLUDED.company_id
         RETURNING key`,
        [person.companyId, person.personId, randomBytes(32)],
      );
      const key = rows[0]?.key ?? null;
      remember(id, key);
      return key;
    },
    keysForRead,
    erase: async (person, by) => {
      // The key column is set to NULL, not the row deleted: the tombstone keeps a new key from being made.
      const { rows } = await pool.query<{ erased_before: boolean }>(
        `WITH before AS (SELECT erased_at FROM wl_person_keys WHERE company_id = $1 AND person_id = $2)
         INSERT INTO wl_person_keys AS k (company_id, person_id, key, erased_at, erased_by) VALUES ($1, $2, NULL, now(), $3)
         ON CONFLICT (company_id, person_id) DO UPDATE
           SET key = NULL, erased_at = COALESCE(k.erased_at, now()), erased_by = COALESCE(k.erased_by, EXCLUDED.erased_by)
         RETURNING (SELECT erased_at IS NOT NULL FROM before) AS erased_before`,
        [person.companyId, person.personId, by],
      );
      remember(personKeyId(person), null);
      return { alreadyErased: rows[0]?.erased_before === true };
    },
    isErased: async (person) => (await keysForRead([person])).get(personKeyId(person)) === null,
  };
};
