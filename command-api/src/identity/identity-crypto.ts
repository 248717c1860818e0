import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import type { IdentityDatabase } from "./identity.tables.ts";

/** A random URL-safe token (256 bits). */
export const randomToken = (): string => randomBytes(32).toString("base64url");

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to argon2id.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, argonOptions);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// Compared against when there is no hash, so a missing account costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  decoyHash ??= hashPassword("decoy-password-Aa1");
  await verifyPassword(await decoyHash, password);
};

/** Signs and checks short strings with a key kept in the database, shared by every API process. */
export interface Signer {
  sign(value: string): string;
  /** The value if the signature holds, else undefined. */
  open(signed: string): string | undefined;
}

export const createSigner = (key: string): Signer => {
  const mac = (value: string) => createHmac("sha256", key).update(value).digest("base64url");
  return {
    sign: (value) => `${value}.${mac(value)}`,
    open: (signed) => {
      const dot = signed.lastIndexOf(".");
      if (dot <= 0) return undefined;
      const value = signed.slice(0, dot);
      const given = Buffer.from(signed.slice(dot + 1));
      const expected = Buffer.from(mac(value));
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
    },
  };
};

/** Reads a named secret, creating it once (first writer wins) so every process agrees on it. */
export const secretNamed = async (db: Kysely<IdentityDatabase>, name: string): Promise<string> => {
  await db
    .insertInto("identity_secrets")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("identity_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
};
