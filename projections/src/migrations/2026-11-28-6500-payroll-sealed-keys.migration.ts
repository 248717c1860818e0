import type { Kysely } from "kysely";

/**
 * Payroll keys are stored encrypted (`wlenc:v1:` + base64url AES-256-GCM): the ciphertext of a
 * 255-character key is longer than 255, so the partner key column holds up to 2048 (the event
 * schema's bound). The company settings are JSON and need no change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payroll_partner_settings")
    .alterColumn("partner_key", (c) => c.setDataType("varchar(2048)"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("payroll_partner_settings")
    .alterColumn("partner_key", (c) => c.setDataType("varchar(255)"))
    .execute();
}
