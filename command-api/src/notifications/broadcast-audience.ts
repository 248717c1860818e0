import type { Kysely } from "kysely";
import type { BroadcastAudience, BroadcastRecipient } from "@workledger/event-schemas";
import type { Database } from "@workledger/projections";

/**
 * The people a broadcast reaches now: the chosen people plus the people assigned to the chosen
 * workspaces, active ones only, each in their own company. A company's broadcast stays inside that
 * company; an admin's may reach any company.
 */
export const resolveBroadcastRecipients = async (db: Kysely<Database>, audience: BroadcastAudience, companyId: string | null): Promise<BroadcastRecipient[]> => {
  const wanted = new Map<string, Set<string>>();
  const add = (company: string, userId: string) => wanted.set(company, (wanted.get(company) ?? new Set()).add(userId));
  if (audience.workspaceIds.length > 0) {
    let q = db.selectFrom("organisation_workspaces").select(["company_id", "person_ids"]).where("id", "in", [...audience.workspaceIds]);
    if (companyId !== null) q = q.where("company_id", "=", companyId);
    for (const w of await q.execute()) for (const person of w.person_ids) add(w.company_id, person);
  }
  if (audience.userIds.length > 0) {
    let q = db.selectFrom("directory_users").select(["id", "company_id"]).where("id", "in", [...audience.userIds]);
    if (companyId !== null) q = q.where("company_id", "=", companyId);
    for (const u of await q.execute()) add(u.company_id, u.id);
  }
  const recipients: BroadcastRecipient[] = [];
  for (const [company, ids] of wanted) {
    const active = await db
      .selectFrom("directory_users")
      .select("id")
      .where("company_id", "=", company)
      .where("status", "=", "active")
      .where("id", "in", [...ids])
      .orderBy("id")
      .execute();
    for (const { id } of active) recipients.push({ companyId: company, userId: id });
  }
  return recipients;
};
