import { createCipheriv, createDecipheriv, createHmac } from "node:crypto";
import {
  erasedValue,
  personalFieldRules,
  personalPathsOf,
  personalSubjectOf,
  valueAtPath,
  withValueAtPath,
  type PersonalFieldKind,
  type PersonalFieldsRule,
} from "@workledger/event-schemas";
import type { EventStore, NewEvent, RecordedEvent, Subscription } from "../port.ts";
import { personKeyId, type PersonKeyStore, type PersonRef } from "./person-key-store.ts";

/** Where an event's sealed personal fields are stored, in place of the fields themselves. */
export const SEALED_FIELD = "__personal";

/** Stored form: whose key, which concrete paths were sealed, and AES-256-GCM `iv | tag | ciphertext` in base64. */
interface Sealed {
  readonly v: 1;
  readonly s: string;
  readonly p: readonly string[];
  readonly c: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isSealed = (v: unknown): v is Sealed =>
  isRecord(v) && v["v"] === 1 && typeof v["s"] === "string" && Array.isArray(v["p"]) && typeof v["c"] === "string";

/** The kind of a concrete path: its rule's pattern with array indices read as `*`. */
const kindOf = (rule: PersonalFieldsRule, path: string): PersonalFieldKind => rule.fields[path.replace(/\.\d+(?=\.|$)/g, ".*")] ?? "text";

/**
 * AES-256-GCM with a synthetic IV (HMAC of the key over event id and plaintext): the same event
 * sealed twice gives the same bytes, so an append retried with the same event ids is still
 * recognised as the same batch by the store's idempotency check; two different plaintexts never
 * share an IV. The event id is the additional authenticated data, so a sealed blob moved to another
 * event does not open.
 */
const seal = (key: Buffer, eventId: string, plaintext: string): string => {
  const iv = createHmac("sha256", key).update(eventId).update("\u0000").update(plaintext).digest().subarray(0, 12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(eventId));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
};

const open = (key: Buffer, eventId: string, sealed: string): string => {
  const bytes = Buffer.from(sealed, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(eventId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
};

export class PersonalDataUnreadableError extends Error {
  override readonly name = "PersonalDataUnreadableError";
  readonly code = "personal_data_unreadable";
  constructor(readonly eventId: string, options?: ErrorOptions) {
    super(`Event ${eventId}: its sealed personal data does not open with its person's key (altered?)`, options);
  }
}

/** The person an event's personal fields belong to, when its type has personal fields. */
const subjectRef = (type: string, streamName: string, metadata: { readonly companyId: string }, data: unknown): { rule: PersonalFieldsRule; person: PersonRef } | null => {
  const rule = personalFieldRules[type];
  if (rule === undefined) return null;
  const personId = personalSubjectOf(rule, streamName, metadata.companyId, data);
  return personId === null ? null : { rule, person: { companyId: metadata.companyId, personId } };
};

const holdsNothing = (value: unknown): boolean => value === "" || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** Seals the personal fields of events about to be appended to `streamName`. */
export const sealEvents = async (keys: PersonKeyStore, streamName: string, events: readonly NewEvent[]): Promise<NewEvent[]> =>
  Promise.all(
    events.map(async (event) => {
      const subject = subjectRef(event.type, streamName, event.metadata, event.data);
      if (subject === null || !isRecord(event.data)) return event;
      // An empty comment or no location holds nothing personal: nothing to seal (a publish of
      // thousands of planned shifts without comments costs no key lookup).
      const paths = personalPathsOf(subject.rule, event.data).filter(({ path }) => !holdsNothing(valueAtPath(event.data, path)));
      if (paths.length === 0) return event;
      const key = await keys.keyForAppend(subject.person);
      let data: Record<string, unknown> = event.data;
      if (key === null) {
        // The person is erased: nothing personal of theirs is recorded again, only placeholders.
        for (const { path, kind } of paths) data = withValueAtPath(data, path, erasedValue(kind, subject.person.personId));
        return { ...event, data };
      }
      const plaintext = JSON.stringify(paths.map(({ path }) => valueAtPath(event.data, path)));
      for (const { path } of paths) data = withValueAtPath(data, path, undefined);
      const sealed: Sealed = { v: 1, s: subject.person.personId, p: paths.map((p) => p.path), c: seal(key, event.id, plaintext) };
      return { ...event, data: { ...data, [SEALED_FIELD]: sealed } };
    }),
  );

/**
 * Opens the sealed personal fields of recorded events. An erased person's fields (sealed, or plain
 * in events written before sealing existed) read as their placeholders.
 */
export const openEvents = async <E extends RecordedEvent>(keys: PersonKeyStore, events: readonly E[]): Promise<E[]> => {
  const subjects = events.map((e) => subjectRef(e.type, e.streamName, e.metadata, e.data));
  const wanted = subjects.flatMap((s) => (s === null ? [] : [s.person]));
  if (wanted.length === 0) return [...events];
  const found = await keys.keysForRead(wanted);
  return events.map((event, i) => {
    const subject = subjects[i];
    if (subject === null || subject === undefined || !isRecord(event.data)) return event;
    const key = found.get(personKeyId(subject.person));
    const { [SEALED_FIELD]: sealed, ...rest } = event.data;
    const personId = subject.person.personId;
    let data: Record<string, unknown> = rest;
    if (isSealed(sealed)) {
      if (key === null || key === undefined) {
        for (const path of sealed.p) data = withValueAtPath(data, path, erasedValue(kindOf(subject.rule, path), sealed.s));
        return { ...event, data };
      }
      let values: unknown[];
      try {
        values = JSON.parse(open(key, event.id, sealed.c)) as unknown[];
      } catch (error) {
        throw new PersonalDataUnreadableError(event.id, { cause: error });
      }
      sealed.p.forEach((path, j) => {
        data = withValueAtPath(data, path, values[j]);
      });
      return { ...event, data };
    }
    if (key !== null) return event;
    // Written in plain before sealing existed, about a person since erased: masked on every read.
    for (const { path, kind } of personalPathsOf(subject.rule, data)) data = withValueAtPath(data, path, erasedValue(kind, personId));
    return { ...event, data };
  });
};

/** A store wrapped by the codec, with its key store (the admin's erasure destroys keys there). */
export interface PersonalDataProtectedStore extends EventStore {
  readonly personKeys: PersonKeyStore;
}

export const personKeysOf = (store: EventStore): PersonKeyStore | undefined =>
  "personKeys" in store ? (store as PersonalDataProtectedStore).personKeys : undefined;

/**
 * The envelope codec around any adapter of the port (PostgreSQL, PGlite, KurrentDB): appends seal
 * the personal fields of `personalFieldRules`, every read and subscription opens them, so routes and
 * projections only ever see plaintext or the erased placeholders. The adapter stores, and its hash
 * chain covers, the sealed bytes: destroying a key changes no stored byte.
 */
export const withPersonalDataProtection = (store: EventStore, keys: PersonKeyStore): PersonalDataProtectedStore => {
  const wrapped: PersonalDataProtectedStore = {
    personKeys: keys,
    appendToStream: async (streamName, events, expected) => store.appendToStream(streamName, await sealEvents(keys, streamName, events), expected),
    readStream: async (streamName, options) => openEvents(keys, await store.readStream(streamName, options)),
    readAll: async (options) => openEvents(keys, await store.readAll(options)),
    subscribeToAll: (options) => {
      const inner = store.subscribeToAll(options);
      const subscription: Subscription = {
        close: () => inner.close(),
        [Symbol.asyncIterator]: () => {
          const it = inner[Symbol.asyncIterator]();
          return {
            next: async () => {
              const r = await it.next();
              if (r.done === true) return r;
              const [event] = await openEvents(keys, [r.value]);
              return { done: false, value: event! };
            },
            return: async (value?: unknown) => (it.return === undefined ? { done: true as const, value: undefined } : it.return(value)),
          };
        },
      };
      if (inner.atHead !== undefined) subscription.atHead = () => inner.atHead!();
      return subscription;
    },
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
  if (store.verifyChain !== undefined) wrapped.verifyChain = (options) => store.verifyChain!(options);
  return wrapped;
};
