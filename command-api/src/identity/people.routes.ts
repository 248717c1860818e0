import type { FastifyRequest } from "fastify";
import {
  assertEmailAddress,
  assertMayManagePerson,
  assertEmailList,
  authorize,
  ConflictError,
  decideAccess,
  ForbiddenError,
  defaultWorkerRights,
  identityMessages,
  splitEmails,
  ValidationError,
  personScopeFilter,
  type Action,
  type ManagedPerson,
  assertPersonNames,
  personNameMessages,
  placedRights,
  mayPlacePeople,
  mailLimits,
  outgoingMailMessages,
} from "@workledger/domain";
import type { Rights, UnplacedPeopleResponse, UserProfileFields } from "@workledger/event-schemas";
import { activeWorkspaceIdsByAge, listCompanyUsers, listUnplacedPeople, peopleSortColumns, type DirectoryUserRow, type PeopleSortColumn, type StatusFilter } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { claimAddress } from "./address-claims.ts";
import { assertCompanyMayMailTo, assertMailBudgets, recordMailSent } from "./company-mail.ts";
import { personInScopeOf } from "./people-scope.ts";
import { assertEmailChangeAllowed, cancelEmailChange, requestEmailChange } from "./email-change.ts";
import { mailLink } from "./email-links.ts";
import { metadataFor, newId, releaseEmail, reserveRfid, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { assertRightsAssignable } from "./rights-rules.ts";
import { answers, anyObject, nullableStr, obj, rightsSchema, str, strList } from "./route-schemas.ts";
import { requireSession, type SessionActor } from "./session-actor.ts";
import { oneTimeTokenLifetimesMs } from "./sessions.ts";
import { personShape } from "./user-shape.ts";

/** What a manager hears after asking for a new address (the page shows the pending address too). */
export const emailPendingMessage = "User successfully updated. The new email address is used once it is confirmed through the link sent to it.";

type CompanyParams = { Params: { id: string } };
type UserParams = { Params: { id: string; userId: string } };

const companyParams = obj({ id: str }, ["id"]);
const userParams = obj({ id: str, userId: str }, ["id", "userId"]);

/** The session's actor, allowed `action` in the company named by the path (403 for any other company). */
export const actorFor = (request: FastifyRequest<{ Params: { id: string } }>, action: Action): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, action, { companyId: request.params.id });
  return actor;
};

/** A person of the actor's company within the actor's workspaces (the one scoping check, people-scope.ts). */
export const personOf = (deps: IdentityDeps, actor: SessionActor, userId: string): Promise<DirectoryUserRow> => personInScopeOf(deps.db, actor, userId);

/** The hierarchy's view of a person of the actor's company. */
export const managedPersonOf = (actor: SessionActor, user: DirectoryUserRow): ManagedPerson => ({
  userId: user.id,
  isAdmin: user.is_admin,
  isMainUser: actor.company?.main_user_id === user.id,
  rights: user.rights as Rights,
});

/**
 * A person the actor may manage (edit, deactivate, delete, change email, password, rights or files):
 * in scope (personOf) and below the actor in the rights hierarchy (domain), else 403. Every people
 * command route fetches its target through this one check.
 */
export const manageablePersonOf = async (deps: IdentityDeps, actor: SessionActor, userId: string): Promise<DirectoryUserRow> => {
  const user = await personOf(deps, actor, userId);
  assertMayManagePerson(actor.principal, managedPersonOf(actor, user));
  return user;
};

const profileFields = {
  first_name: str,
  last_name: str,
  phone_numbers: strList,
  addresses: strList,
  language: str,
  id_code: nullableStr,
  tax_number: nullableStr,
  date_of_birth: nullableStr,
  worker_number: nullableStr,
  employment_start: nullableStr,
  employment_end: nullableStr,
  rfid: nullableStr,
  user_key: nullableStr,
  user_type: nullableStr,
  visible_on_login_box: { type: "boolean" },
  timezone: nullableStr,
} as const;

const pickProfile = (body: Record<string, unknown>): UserProfileFields =>
  Object.fromEntries(Object.keys(profileFields).filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as UserProfileFields;

export const companyNameOf = (actor: SessionActor): string => actor.company?.name || "Your company";

/**
 * The rights a person invited or added by hand starts with: the form's (checked against what the
 * actor may grant), placed in at least one workspace by the domain's placementOfNewPerson (the
 * workspace the form chose, else the inviter's, else for an unscoped inviter the company's first).
 * The chosen workspace goes through the shared body-id check (the company's, within the actor's
 * scope); the company's own id stands for "the company as a whole" (the invite form of a company
 * without workspaces), which names no workspace.
 */
const newPersonRights = async (deps: IdentityDeps, actor: SessionActor, body: { rights?: Rights; workspace?: string }): Promise<Rights> => {
  const rights = body.rights ?? defaultWorkerRights;
  if (body.rights !== undefined) authorize(actor.principal, "people.rights.edit", { companyId: actor.companyId });
  const chosen = body.workspace === undefined || body.workspace === "" || body.workspace === actor.companyId ? null : body.workspace;
  await assertBodyIds(deps, actor, { workspace: ["workspace", chosen], "rights.general_rights_workspace_ids": ["workspace", rights.general_rights_workspace_ids] });
  const placed = placedRights(actor.principal, { rights, chosenWorkspaceId: chosen }, await activeWorkspaceIdsByAge(deps.db, actor.companyId));
  // What the person is given is checked, placement included: an empty workspace list would mean every workspace.
  if (body.rights !== undefined) assertRightsAssignable(actor.principal, placed);
  return placed;
};

/**
 * Mails an invitation (set-password link, 1 day) or an activation link (one week) to `to`, the only
 * address it will work for; earlier links stop working. The mail counts against the company's
 * sending budgets (company-mail.ts), which the route checked before writing anything.
 */
export const sendActivationLink = async (deps: IdentityDeps, actor: SessionActor, user: { id: string; language?: string }, to: string, kind: "set_password" | "activation"): Promise<void> => {
  await mailLink(deps, kind, { userId: user.id, companyId: actor.companyId, to, language: user.language ?? "en", companyName: companyNameOf(actor) });
  await recordMailSent(deps, { companyId: actor.companyId, actorId: actor.id, email: to, kind });
};

/** Before a route writes anything: the company may mail `to` (its owner verified), within every budget. */
export const assertMayMailPeople = async (deps: IdentityDeps, actor: SessionActor, recipientId: string | null, emails: readonly string[]): Promise<void> => {
  await assertCompanyMayMailTo(deps, actor.companyId, recipientId);
  await assertMailBudgets(deps, { companyId: actor.companyId, actorId: actor.id, emails });
};

/** Where a new person is placed, as the OpenAPI document tells it (the domain's placementOfNewPerson). */
const placementDescription =
  "The person always starts in at least one workspace: the rights' general_rights_workspace_ids when they name any; else `workspace` (a workspace of the company within the actor's scope, else 400 workspace_not_found or 403 forbidden_workspace; the company's own id means none); " +
  "else the actor's own workspaces; else, for an actor with no workspace list (such as the founder), the company's first workspace (the oldest active one). A company without workspaces places no one (such people are listed by GET /companies/{id}/workers/unplaced). " +
  "A scoped actor none of whose workspaces is active, with nothing named: 400 workspace_required.";

/** People management: list, invite, add, edit (status and rights live in their own slices). */
export const peopleSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {

    app.get<CompanyParams & { Querystring: { status?: StatusFilter; search?: string; page?: number; per_page?: number; sort?: PeopleSortColumn; direction?: "asc" | "desc" } }>(
      "/companies/:id/workers",
      {
        schema: {
          tags: ["people"],
          summary: "People of the company, one page: status all/active/inactive (inactive includes waiting activation), search on name and email, sort, page and per_page (10/50/100/250); meta.total counts every match",
          params: companyParams,
          querystring: obj({
            status: { type: "string", enum: ["all", "active", "inactive"], default: "all" },
            search: str,
            page: { type: "integer", minimum: 1, maximum: 100_000, default: 1 },
            per_page: { type: "integer", enum: [10, 50, 100, 250], default: 50 },
            sort: { type: "string", enum: [...peopleSortColumns], default: "name" },
            direction: { type: "string", enum: ["asc", "desc"], default: "asc" },
          }),
          response: answers({ 200: obj({ data: { type: "array", items: anyObject }, meta: anyObject }, ["data", "meta"]) }),
        },
      },
      async (request) => {
        const actor = actorFor(request, "people.list");
        const { status = "all", search, page = 1, per_page = 50, sort = "name", direction = "asc" } = request.query;
        const result = await listCompanyUsers(deps.db, {
          companyId: actor.companyId,
          status,
          ...(search === undefined ? {} : { search }),
          reachableWorkspaceIds: personScopeFilter(actor.principal),
          selfId: actor.id,
          limit: per_page,
          offset: (page - 1) * per_page,
          sort: { column: sort, direction },
        });
        return { data: result.rows.map(personShape), meta: { total: result.total, page, per_page, status, sort, direction } };
      },
    );

    app.get<CompanyParams & { Querystring: { limit?: number } }>(
      "/companies/:id/workers/unplaced",
      {
        schema: {
          tags: ["people"],
          summary: "People in no workspace, for the main user to place (only unscoped managers reach them until then): the first `limit` by name and the total",
          description: "The company's main user acting as a manager who may manage rights (else 403 forbidden_main_user). Places a person through their Rights (general_rights_workspace_ids).",
          params: companyParams,
          querystring: obj({ limit: { type: "integer", minimum: 1, maximum: 250, default: 50 } }),
          response: answers({ 200: obj({ data: { type: "array", items: anyObject }, meta: obj({ total: { type: "integer" }, limit: { type: "integer" } }, ["total", "limit"]) }, ["data", "meta"]) }),
        },
      },
      async (request): Promise<UnplacedPeopleResponse> => {
        const actor = actorFor(request, "people.list");
        if (!mayPlacePeople(actor.principal)) throw new ForbiddenError("You are not allowed to do this", "forbidden_main_user");
        const limit = request.query.limit ?? 50;
        const result = await listUnplacedPeople(deps.db, actor.companyId, { limit, exceptIds: [actor.id] });
        return { data: result.rows.map((u) => ({ id: u.id, full_name: `${u.first_name} ${u.last_name}`.trim(), email: u.email, status: u.status })), meta: { total: result.total, limit } };
      },
    );

    app.get<CompanyParams>(
      "/companies/:id/workers/all",
      { schema: { tags: ["people"], summary: "Everyone in the company and the actor's workspaces who is not deleted (names for pickers)", params: companyParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "company.view");
        // Names in the actor's workspaces only (spec section 6), like every other people query.
        const result = await listCompanyUsers(deps.db, { companyId: actor.companyId, status: "all", reachableWorkspaceIds: personScopeFilter(actor.principal), selfId: actor.id, limit: 10_000, offset: 0 });
        return { data: result.rows.map((u) => ({ id: u.id, full_name: `${u.first_name} ${u.last_name}`.trim(), email: u.email, status: u.status, is_manager: u.is_manager })) };
      },
    );

    app.get<UserParams>(
      "/companies/:id/users/:userId",
      { schema: { tags: ["people"], summary: "One person (information, personal, rights)", params: userParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = requireSession(request);
        const decision = decideAccess(actor.principal, request.params.userId === actor.id ? "self.view" : "people.view", {
          companyId: request.params.id,
          targetUserId: request.params.userId,
        });
        // Within one's company the dictionary has its own words for it; another company stays a plain 403.
        if (!decision.allowed && decision.reason !== "company") throw new ForbiddenError(identityMessages.userCannotBeViewed, "user_cannot_be_viewed");
        if (!decision.allowed) throw new ForbiddenError(identityMessages.forbidden, "forbidden_company");
        return { data: personShape(await personOf(deps, actor, request.params.userId)) };
      },
    );

    app.post<CompanyParams & { Body: { emails: string[] | string; workspace: string; language: string; rights?: Rights; first_name?: string; last_name?: string } }>(
      "/companies/:id/users/invite",
      {
        schema: {
          tags: ["people"],
          summary: "Invite by email (comma-separated allowed); mails a set-password link valid 1 day",
          description:
            "400 'Invalid email address [list]'; already registered addresses come back in `conflicting` (409 when every one is). " +
            "first_name and last_name are optional and name the person when one address is invited. " +
            placementDescription +
            " At most 50 addresses (400 too_many_addresses). 403 owner_unverified while the company's owner has not verified their address; " +
            "429 (Retry-After) when a sending budget is spent: per address, per actor, or the company's daily cap (SECURITY.md).",
          params: companyParams,
          body: obj({ emails: { anyOf: [{ ...strList, maxItems: mailLimits.invitationsPerRequest }, str] }, workspace: str, language: str, rights: rightsSchema, first_name: str, last_name: str }, ["emails"]),
          response: answers({ 200: obj({ message: str, invited: { type: "array", items: anyObject }, conflicting: strList }, ["invited", "conflicting"]) }),
        },
      },
      async (request) => {
        const actor = actorFor(request, "people.invite");
        const body = request.body;
        const missing = (["workspace", "language"] as const).filter((f) => typeof body[f] !== "string" || body[f].trim() === "");
        const emails = assertEmailList(splitEmails(Array.isArray(body.emails) ? body.emails : [body.emails]));
        if (missing.length > 0) throw new ValidationError(Object.fromEntries(missing.map((f) => [f, [identityMessages.fieldRequired]])), identityMessages.fieldRequired, "required");
        const names = assertPersonNames({ firstName: body.first_name ?? "", lastName: body.last_name ?? "" }, false);
        if (emails.length > 1 && (names.firstName !== "" || names.lastName !== "")) throw ValidationError.of("first_name", personNameMessages.oneInvitee, "names_for_many");
        if (emails.length > mailLimits.invitationsPerRequest) throw ValidationError.of("emails", outgoingMailMessages.tooManyAddresses, "too_many_addresses");
        const rights = await newPersonRights(deps, actor, body);
        await assertMayMailPeople(deps, actor, null, emails);
        const invited: { id: string; email: string }[] = [];
        const conflicting: string[] = [];
        for (const email of emails) {
          const userId = newId();
          try {
            await claimAddress(deps, request, { email, userId, companyId: actor.companyId, passwordHash: null, byInvitation: true });
          } catch (error) {
            if (error instanceof ConflictError) {
              conflicting.push(email);
              continue;
            }
            throw error;
          }
          const now = deps.clock();
          try {
            await runUserCommand(deps, metadataFor(request, actor, now), { companyId: actor.companyId, userId }, {
              type: "Invite",
              userId,
              companyId: actor.companyId,
              email,
              ...names,
              language: body.language,
              rights,
              isAdmin: false,
              by: actor.id,
              workspaceId: body.workspace,
              activationExpiresAt: new Date(now.getTime() + oneTimeTokenLifetimesMs.set_password).toISOString(),
            });
          } catch (error) {
            await releaseEmail(deps, userId);
            throw error;
          }
          await sendActivationLink(deps, actor, { id: userId, language: body.language }, email, "set_password");
          invited.push({ id: userId, email });
        }
        if (invited.length === 0) throw new ConflictError(`These emails are already registered: ${conflicting.join(", ")}`, "emails_conflicting");
        const message = conflicting.length === 0 ? "Invitations sent" : `Invitations sent. Already registered: ${conflicting.join(", ")}`;
        return { message, invited, conflicting };
      },
    );

    app.post<CompanyParams & { Body: Record<string, unknown> & { email: string; first_name: string; last_name: string; rights?: Rights } }>(
      "/companies/:id/users",
      {
        schema: {
          tags: ["people"],
          summary: "Add a person manually; mails an activation link valid one week",
          description: placementDescription,
          params: companyParams,
          body: obj({ ...profileFields, email: str, rights: rightsSchema, workspace: str }, ["email", "first_name", "last_name"]),
          response: answers({ 201: anyObject }),
        },
      },
      async (request, reply) => {
        const actor = actorFor(request, "people.add");
        const body = request.body;
        const missing = (["first_name", "last_name", "email"] as const).filter((f) => typeof body[f] !== "string" || body[f].trim() === "");
        if (missing.length > 0) throw new ValidationError(Object.fromEntries(missing.map((f) => [f, [identityMessages.fieldRequired]])), identityMessages.fieldRequired, "required");
        const email = assertEmailAddress(body.email, "email");
        const rights = await newPersonRights(deps, actor, { ...(body.rights === undefined ? {} : { rights: body.rights }), ...(typeof body.workspace === "string" ? { workspace: body.workspace } : {}) });
        await assertMayMailPeople(deps, actor, null, [email]);
        const userId = newId();
        const profile = pickProfile(body);
        await claimAddress(deps, request, { email, userId, companyId: actor.companyId, passwordHash: null, byInvitation: true });
        try {
          if (typeof profile.rfid === "string") await reserveRfid(deps, actor.companyId, userId, profile.rfid);
          const now = deps.clock();
          await runUserCommand(deps, metadataFor(request, actor, now), { companyId: actor.companyId, userId }, {
            type: "AddManually",
            userId,
            companyId: actor.companyId,
            email,
            firstName: body.first_name.trim(),
            lastName: body.last_name.trim(),
            language: typeof body.language === "string" ? body.language : "en",
            rights,
            isAdmin: false,
            by: actor.id,
            profile,
            activationExpiresAt: new Date(now.getTime() + oneTimeTokenLifetimesMs.activation).toISOString(),
          });
        } catch (error) {
          await releaseEmail(deps, userId);
          await reserveRfid(deps, actor.companyId, userId, null);
          throw error;
        }
        await sendActivationLink(deps, actor, { id: userId }, email, "activation");
        return reply.code(201).send({ message: "User successfully created", data: personShape(await personOf(deps, actor, userId)) });
      },
    );

    app.put<UserParams & { Body: Record<string, unknown> & { email?: string } }>(
      "/companies/:id/users/:userId",
      {
        schema: {
          tags: ["people"],
          summary: "Edit a person's information and personal data (unique RFID); a new email stays pending until its link is followed",
          description:
            "A new address is checked (one normal form, unique) and mailed a confirmation link (or, for someone waiting activation, their set-password or activation link); the current address is told. The current address again cancels a pending change.",
          params: userParams,
          body: obj({ ...profileFields, email: str }),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = actorFor(request, "people.edit");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        const meta = metadataFor(request, actor, deps.clock());
        const target = { companyId: actor.companyId, userId: user.id };
        // Checked before anything is written, so a refused or taken address changes nothing else either.
        if (request.body.email !== undefined) await assertEmailChangeAllowed(deps, user, request.body.email);
        const profile = pickProfile(request.body);
        if (profile.rfid !== undefined && profile.rfid !== user.rfid) await reserveRfid(deps, actor.companyId, user.id, profile.rfid);
        await runUserCommand(deps, meta, target, { type: "UpdateProfile", changes: profile });
        // Read again: mails go out in the language this same edit may have set.
        const email =
          request.body.email === undefined ? "unchanged" : await requestEmailChange(deps, request, actor, await personOf(deps, actor, user.id), request.body.email, companyNameOf(actor));
        return { message: email === "requested" ? emailPendingMessage : "User successfully updated", data: personShape(await personOf(deps, actor, user.id)) };
      },
    );

    app.post<UserParams>(
      "/companies/:id/users/:userId/email/cancel",
      {
        schema: {
          tags: ["people"],
          summary: "Drop a person's pending email change: its link stops working",
          params: userParams,
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = actorFor(request, "people.edit");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        await cancelEmailChange(deps, request, actor, user, companyNameOf(actor));
        return { message: "User successfully updated", data: personShape(await personOf(deps, actor, user.id)) };
      },
    );
  };
