import { randomUUID } from "node:crypto";
import { defaultWorkerRights, founderRights } from "@workledger/domain";
import { roleIds, type EventMetadata, type Rights } from "@workledger/event-schemas";
import { newId, reserveEmail, runCompanyCommand, runUserCommand, startPaidAbsenceTypes } from "../identity/identity-commands.ts";
import { hashPassword } from "../identity/identity-crypto.ts";
import type { IdentityDeps } from "../identity/identity-deps.ts";
import { identityDbOf } from "../identity/identity.tables.ts";

export interface DemoCredential {
  readonly role: "admin" | "manager" | "worker";
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

/** The demo people of the embedded default; the README lists the same. */
export const demoCredentials: readonly DemoCredential[] = [
  { role: "admin", email: "admin@demo.workledger.test", password: "Admin12345", name: "Ada Admin" },
  { role: "manager", email: "manager@demo.workledger.test", password: "Manager12345", name: "Mia Manager" },
  { role: "worker", email: "worker1@demo.workledger.test", password: "Worker12345", name: "Wes Worker" },
  { role: "worker", email: "worker2@demo.workledger.test", password: "Worker12345", name: "Wendy Worker" },
  { role: "worker", email: "worker3@demo.workledger.test", password: "Worker12345", name: "Walt Worker" },
];

const adminRights: Rights = { ...defaultWorkerRights, user_role_id: roleIds.admin, permissions: [...defaultWorkerRights.permissions, "can_manage_admin_pages"] };

/**
 * On an empty database (no account at all) creates the demo company with an admin, a manager
 * (the main user) and three workers, all verified and active, through the same commands the API
 * uses. Returns the credentials it created, or [] when the database already has accounts.
 */
export const seedDemo = async (deps: IdentityDeps): Promise<readonly DemoCredential[]> => {
  const idb = identityDbOf(deps.db);
  const existing = await idb.selectFrom("identity_credentials").select("user_id").limit(1).executeTakeFirst();
  if (existing !== undefined) return [];
  const now = deps.clock();
  const companyId = newId();
  const ids = demoCredentials.map(() => newId());
  const managerId = ids[1]!;
  const meta = (actorId: string): EventMetadata => ({
    companyId,
    actorId,
    persona: "system",
    source: "automatic",
    commandId: randomUUID(),
    correlationId: "demo-seed",
    causationId: null,
    occurredAt: now.toISOString(),
  });
  await runCompanyCommand(deps, meta(managerId), companyId, {
    type: "RegisterCompany",
    companyId,
    name: "Demo Company",
    mainUserId: managerId,
    telephoneNumber: null,
    timezone: "Europe/Helsinki",
    trialEndsAt: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
  });
  await runCompanyCommand(deps, meta(managerId), companyId, { type: "SetCompanyFeatureFlags", flags: { schedule_active: true, boxes_active: true } });
  await startPaidAbsenceTypes(deps, meta(managerId), companyId, "en");
  for (const [index, person] of demoCredentials.entries()) {
    const userId = ids[index]!;
    const [firstName = "", lastName = ""] = person.name.split(" ");
    await reserveEmail(deps, { email: person.email, userId, companyId, passwordHash: await hashPassword(person.password) });
    const created = { userId, companyId, email: person.email, firstName, lastName, language: "en", isAdmin: person.role === "admin" };
    const target = { companyId, userId };
    if (person.role === "manager") {
      await runUserCommand(deps, meta(userId), target, { type: "SignUp", ...created, rights: founderRights, now: now.toISOString(), defaultCompanyId: companyId });
    } else {
      const rights = person.role === "admin" ? adminRights : defaultWorkerRights;
      await runUserCommand(deps, meta(managerId), target, { type: "AddManually", ...created, rights, by: managerId, profile: {}, activationExpiresAt: now.toISOString() });
      await runUserCommand(deps, meta(userId), target, { type: "CompleteActivation", now: now.toISOString() });
      await runUserCommand(deps, meta(userId), target, { type: "ChangeDefaultCompany", companyId });
    }
    await runUserCommand(deps, meta(userId), target, { type: "VerifyEmail", now: now.toISOString() });
  }
  return demoCredentials;
};

export const formatDemoCredentials = (credentials: readonly DemoCredential[]): string =>
  ["Demo accounts (Demo Company):", ...credentials.map((c) => `  ${c.role.padEnd(8)} ${c.email.padEnd(32)} ${c.password}`)].join("\n");
