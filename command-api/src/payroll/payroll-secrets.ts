import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Payroll API keys at rest (Netvisor partner and customer keys, Merit Palk API keys): AES-256-GCM
 * with the configured key (`PAYROLL_KEYS_SECRET`). The API encrypts a key before its event is
 * appended, so the ledger and the read models hold only ciphertext; only the exporter's composition
 * root decrypts, when it builds a client.
 *
 * Stored form: `wlenc:v1:` + base64url(12-byte IV ‖ 16-byte tag ‖ ciphertext). A value without the
 * prefix was written before keys were encrypted and is read as plaintext.
 */
export const payrollSecretPrefix = "wlenc:v1:";

/**
 * The development key (published here, so it protects nothing): used only when the app runs on
 * loopback and `PAYROLL_KEYS_SECRET` is unset (config.ts refuses to start otherwise).
 */
export const developmentPayrollKeysSecret =
  "7765726b6c65646765722d6465762d7061792d6b6579732d6e6f742d736563ff";

export interface PayrollSecrets {
  /** Encrypts a plaintext key for the ledger. */
  readonly seal: (plaintext: string) => string;
  /** The plaintext of a stored key: decrypts `wlenc:v1:` values, answers older plaintext as it is. */
  readonly reveal: (stored: string) => string;
}

export class PayrollSecretError extends Error {
  override readonly name = "PayrollSecretError";
}

/** Whether a stored key is ciphertext (false: a plaintext key from before encryption). */
export const isSealed = (stored: string): boolean =>
  stored.startsWith(payrollSecretPrefix);

/** `secretHex`: 64 hex digits (32 bytes). */
export const payrollSecrets = (secretHex: string): PayrollSecrets => {
  if (!/^[0-9a-fA-F]{64}$/.test(secretHex))
    throw new PayrollSecretError(
      "The payroll keys secret must be 64 hex digits (32 bytes)",
    );
  const key = Buffer.from(secretHex, "hex");
  return {
    seal: (plaintext) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([
        cipher.update(plaintext, "utf8"),
        cipher.final(),
      ]);
      return (
        payrollSecretPrefix +
        Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")
      );
    },
    reveal: (stored) => {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(
        stored.slice(payrollSecretPrefix.length),
        "base64url",
      );
      if (raw.length < 28)
        throw new PayrollSecretError("A stored payroll key is damaged");
      const decipher = createDecipheriv(
        "aes-256-gcm",
        key,
        raw.subarray(0, 12),
      );
      decipher.setAuthTag(raw.subarray(12, 28));
      try {
        return Buffer.concat([
          decipher.update(raw.subarray(28)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new PayrollSecretError(
          "A stored payroll key cannot be decrypted with PAYROLL_KEYS_SECRET (was the secret changed?)",
        );
      }
    },
  };
};
