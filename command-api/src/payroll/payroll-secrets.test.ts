import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSealed, payrollSecretPrefix, payrollSecrets, PayrollSecretError } from "./payroll-secrets.ts";

const hex = () => randomBytes(32).toString("hex");

describe("payroll keys at rest (AES-256-GCM)", () => {
  it("seals a key to versioned ciphertext that reveals to the same key, a fresh IV each time", () => {
    const secrets = payrollSecrets(hex());
    for (const key of ["k", "c2VjcmV0LWtleQ==", "ключ-õäöü-🔑", "x".repeat(255)]) {
      const sealed = secrets.seal(key);
      expect(sealed.startsWith(payrollSecretPrefix)).toBe(true);
      // (A one-character key may occur in base64 by chance; longer ones must not show through.)
      if (key.length > 4) expect(sealed).not.toContain(key);
      expect(secrets.reveal(sealed)).toBe(key);
      expect(secrets.seal(key)).not.toBe(sealed);
    }
  });

  it("fits the ledger's bound: the widest 255-character key (3 UTF-8 bytes per character) stays within 2048 characters", () => {
    expect(payrollSecrets(hex()).seal("€".repeat(255)).length).toBeLessThanOrEqual(2048);
    expect(payrollSecrets(hex()).seal("🔑".repeat(127)).length).toBeLessThanOrEqual(2048);
  });

  it("reads a key stored before encryption (no prefix) as plaintext", () => {
    expect(isSealed("plain-old-key")).toBe(false);
    expect(payrollSecrets(hex()).reveal("plain-old-key")).toBe("plain-old-key");
  });

  it("refuses another secret's ciphertext, a changed byte and a malformed secret", () => {
    const sealed = payrollSecrets(hex()).seal("key");
    expect(() => payrollSecrets(hex()).reveal(sealed)).toThrow(PayrollSecretError);
    const secrets = payrollSecrets(hex());
    const own = secrets.seal("key");
    const body = Buffer.from(own.slice(payrollSecretPrefix.length), "base64url");
    body[body.length - 1] = body[body.length - 1]! ^ 1;
    expect(() => secrets.reveal(payrollSecretPrefix + body.toString("base64url"))).toThrow(PayrollSecretError);
    expect(() => secrets.reveal(`${payrollSecretPrefix}AAAA`)).toThrow(/damaged/);
    expect(() => payrollSecrets("short")).toThrow(/64 hex digits/);
  });
});
