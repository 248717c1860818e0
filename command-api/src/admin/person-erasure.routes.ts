import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import { ConflictError, ForbiddenError, identityMessages, NotFoundError, userDecider } from "@workledger/domain";
import { erasedEmail, userStreamName } from "@workledger/event-schemas";
import { parsePosition, personKeysOf } from "@workledger/event-store";
import type { RouteSlice } from "../build-app.ts";
import { handleCommand } from "../commands/handle-command.ts";
import { metadataFor } from "../identity/identity-commands.ts";
import { identityDbOf } from "../identity/identity.tables.ts";
import { answers, anyObject, obj, str } from "../identity/route-schemas.ts";
import { revokeSessionsOfUsers } from "../identity/sessions.ts";
import { requireAdmin } from "./admin-access.ts";
import type { AdminDeps } from "./admin-deps.ts";

export const erasureMessages = {
  erased: "Person erased",
  notSelf: "You cannot erase yourself",
  notAdmin: "An admin account cannot be erased here",
} as const;

/** The read models an erasure scrubs, waited for so the admin's next read shows the person as erased. */
const scrubbedReadModels = ["directory", "admin-pages", "audit"] as const;

/**
 * The command side's own copies of a person (not read models, so no projection scrubs them): the
 * sign-in address keeps its row (unique, so nobody can sign in as them) under the erased address
 * with no password; sessions lose address and agent; one-time links, rate-limit rows, mail requests
 * and mails to their addresses, their photo and files, their RFID and their replayed command answers go.
 */
export const scrubCommandSide = async (deps: Pick<AdminDeps, "db">, person: { readonly userId: string; readonly emails: readonly string[] }): Promise<void> => {
  const emails = [...new Set(person.emails.map((e) => e.toLowerCase()))];
  await identityDbOf(deps.db)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("identity_credentials").set({ email: erasedEmail(person.userId), password_hash: null, updated_at: new Date() }).where("user_id", "=", person.userId).execute();
      await trx.updateTable("identity_sessions").set({ user_agent: null, ip_address: null }).where("user_id", "=", person.userId).execute();
      await trx.deleteFrom("identity_tokens").where("user_id", "=", person.userId).execute();
      await trx.deleteFrom("identity_rfids").where("user_id", "=", person.userId).execute();
      await trx.deleteFrom("stored_files").where("owner_kind", "in", ["user_photo", "user_file"]).where("owner_id", "=", person.userId).execute();
      await trx.deleteFrom("command_replays").where("actor_id", "=", person.userId).execute();
      if (emails.length > 0) {
        await trx.deleteFrom("identity_login_attempts").where(sql<string>`lower(email)`, "in", emails).execute();
        await trx.deleteFrom("identity_mail_requests").where(sql<string>`lower(email)`, "in", emails).execute();
        await trx.deleteFrom("mail_outbox").where(sql<string>`lower(to_address)`, "in", emails).execute();
        // The send log counts a company's mails for its daily cap: the rows stay, without the address.
        await trx.updateTable("identity_mail_sends").set({ email: erasedEmail(person.userId) }).where(sql<string>`lower(email)`, "in", emails).execute();
        // Another actor's replayed answer may name them (a manager's edit of their profile).
        for (const email of emails) await trx.deleteFrom("command_replays").where(sql<boolean>`lower(answer::text) like ${`%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`).execute();
      }
    });
};

/**
 * POST /api/admin/users/{userId}/erase: the right to erasure (GDPR) as an admin action. The person's
 * key is destroyed first (their sealed personal fields read as placeholders from then on, in every
 * event and every rebuild), then `UserErased` records who erased them and when (it is in the audit
 * log like any event), the read models scrub their copies on it, and the command side's tables are
 * scrubbed here. Their events stay: totals and the hash chain still add up. SECURITY.md says what
 * this does and does not cover.
 */
export const personErasureSlice =
  (deps: AdminDeps): RouteSlice =>
  async (app) => {
    app.post<{ Params: { userId: string } }>(
      "/admin/users/:userId/erase",
      {
        schema: {
          tags: ["admin"],
          summary: "Erase a person (GDPR): destroy their key, record UserErased, scrub read models and identity tables",
          description: "404 for an unknown person, 409 'This person has already been erased' (after finishing an interrupted scrub of the identity tables), 403 for oneself or an admin account.",
          params: obj({ userId: str }, ["userId"]),
          response: answers({ 200: anyObject }),
        },
      },
      async (request: FastifyRequest<{ Params: { userId: string } }>) => {
        const actor = requireAdmin(request);
        const userId = request.params.userId;
        const person = await deps.db.selectFrom("directory_users").select(["id", "company_id", "email", "pending_email", "is_admin", "erased_at"]).where("id", "=", userId).executeTakeFirst();
        if (person === undefined) throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
        if (person.id === actor.id) throw new ForbiddenError(erasureMessages.notSelf, "forbidden_self_erase");
        if (person.is_admin) throw new ForbiddenError(erasureMessages.notAdmin, "forbidden_admin_erase");
        const keys = personKeysOf(deps.eventStore);
        if (keys === undefined) throw new Error("The event store does not seal personal data: erasure would leave it readable");
        const now = deps.clock();
        // The sign-in row still has the address when an interrupted erasure scrubbed the directory but not it.
        const signIn = await identityDbOf(deps.db).selectFrom("identity_credentials").select("email").where("user_id", "=", person.id).executeTakeFirst();
        const emails = [person.email, ...(person.pending_email === null ? [] : [person.pending_email]), ...(signIn === undefined ? [] : [signIn.email])];
        if (person.erased_at !== null) {
          // Erased before: finish what an interrupted erasure may have left (both steps are idempotent), then say so.
          await scrubCommandSide(deps, { userId: person.id, emails });
          await revokeSessionsOfUsers({ db: deps.db, bus: deps.bus, logger: request.log }, [person.id], "erased", now);
          throw new ConflictError(identityMessages.personErasedAlready, "person_erased_already");
        }
        // The key goes first: once the answer says erased, nothing personal of theirs can be opened again.
        // Every key of theirs: a sign-in into another company was sealed under that company's key.
        const { rows: others } = await sql<{ company_id: string }>`select company_id from wl_person_keys where person_id = ${person.id} and key is not null`.execute(deps.db);
        for (const companyId of new Set([person.company_id, ...others.map((r) => r.company_id)])) await keys.erase({ companyId, personId: person.id }, actor.id);
        const result = await handleCommand({
          store: deps.eventStore,
          streamName: userStreamName(person.company_id, person.id),
          decider: userDecider,
          command: { type: "Erase", by: actor.id, erasedAt: now.toISOString() },
          // The person's company: the stream and every read model file the erasure under it (the admin acts from none).
          metadata: metadataFor(request, { id: actor.id, companyId: person.company_id, persona: actor.principal.persona }, now),
        });
        await scrubCommandSide(deps, { userId: person.id, emails });
        await revokeSessionsOfUsers({ db: deps.db, bus: deps.bus, logger: request.log }, [person.id], "erased", now);
        const position = parsePosition(result.position);
        for (const name of scrubbedReadModels) {
          try {
            await deps.readModels.waitForPosition(name, position, { timeoutMs: deps.readYourWritesTimeoutMs });
          } catch (error) {
            request.log.warn({ err: error, projection: name }, "read model behind after an erasure");
          }
        }
        return { message: erasureMessages.erased, data: { user_id: person.id, erased_at: now.toISOString() }, position: result.position };
      },
    );
  };
