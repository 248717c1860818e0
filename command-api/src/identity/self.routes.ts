import type { FastifyRequest } from "fastify";
import { assertNewPassword, authorize, identityMessages, ValidationError, type Action } from "@workledger/domain";
import type { UserPreferences, UserProfileFields } from "@workledger/event-schemas";
import { findDirectoryUser } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertCurrentPassword } from "./current-password.ts";
import { assertEmailChangeAllowed, cancelEmailChange, requestEmailChange } from "./email-change.ts";
import { metadataFor, runUserCommand } from "./identity-commands.ts";
import { hashPassword, verifyPassword } from "./identity-crypto.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { checkThrottledPassword, clearLoginFailures } from "./login-throttle.ts";
import { answers, anyObject, messageBody, nullableStr, obj, str, strList, text } from "./route-schemas.ts";
import { requireSession, type SessionActor } from "./session-actor.ts";
import { revokeSessionsOfUsers } from "./sessions.ts";
import { personShape } from "./user-shape.ts";

type SelfParams = { Params: { id: string } };
const selfParams = obj({ id: str }, ["id"]);

/** Only about oneself: the path's id must be the session's user (403 otherwise). */
const selfActor = (request: FastifyRequest<SelfParams>, action: Action): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, action, { companyId: actor.companyId, targetUserId: request.params.id });
  return actor;
};

// What a person may change about themselves; employment data, RFID and worker number stay with managers.
const ownProfileFields = { first_name: str, last_name: str, phone_numbers: strList, addresses: strList, language: str, date_of_birth: nullableStr, timezone: nullableStr } as const;

/** The worker /profile and /preference pages: own profile, preferences, notification settings, password. */
export const selfSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const target = (actor: SessionActor) => ({ companyId: actor.user.company_id, userId: actor.id });

    app.get<SelfParams>("/users/:id/profile", { schema: { tags: ["self"], summary: "Own profile", params: selfParams, response: answers({ 200: anyObject }) } }, async (request) => {
      const actor = selfActor(request, "self.view");
      return { data: personShape(actor.user) };
    });

    app.put<SelfParams & { Body: UserProfileFields }>(
      "/users/:id/profile",
      { schema: { tags: ["self"], summary: "Edit own profile (needs can_edit_own_profile)", params: selfParams, body: obj(ownProfileFields), response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = selfActor(request, "self.profile.edit");
        for (const f of ["first_name", "last_name"] as const) {
          if (request.body[f] !== undefined && request.body[f].trim() === "") throw ValidationError.of(f, identityMessages.fieldRequired, "required");
        }
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), target(actor), { type: "UpdateProfile", changes: request.body });
        return { message: "Profile updated successfully", data: personShape((await findDirectoryUser(deps.db, actor.id)) ?? actor.user) };
      },
    );

    app.put<SelfParams & { Body: UserPreferences }>(
      "/users/:id/preferences",
      {
        schema: {
          tags: ["self"],
          summary: "Own preferences (time as decimals, calendar, work-hours and worker-data options)",
          params: selfParams,
          body: obj({ show_time_decimal: { type: "boolean" }, calendar_code: nullableStr, workhours_options: anyObject, worker_data_options: anyObject }),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = selfActor(request, "self.preferences.edit");
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), target(actor), { type: "ChangePreferences", changes: request.body });
        return { message: "Settings updated successfully" };
      },
    );

    app.post<SelfParams & { Body: { options: string } }>(
      "/users/:id/notifications/settings",
      {
        schema: { tags: ["self"], summary: "Own notification settings: options is a JSON string map from notification type to boolean", params: selfParams, body: obj({ options: text(4096) }, ["options"]), response: answers({ 200: messageBody }) },
      },
      async (request) => {
        const actor = selfActor(request, "self.notification-settings.edit");
        let parsed: unknown;
        try {
          parsed = JSON.parse(request.body.options);
        } catch {
          parsed = undefined;
        }
        const valid = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === "boolean");
        if (!valid) throw ValidationError.of("options", "Must be a JSON object of booleans", "invalid_options");
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), target(actor), { type: "ChangeNotificationSettings", settings: parsed as Record<string, boolean> });
        return { message: "Settings updated successfully" };
      },
    );

    app.post<SelfParams & { Body: { email: string; current_password: string } }>(
      "/users/:id/email",
      {
        schema: {
          tags: ["self"],
          summary: "Ask for a new own email address (needs can_edit_own_profile and the current password); it is used once its link is followed",
          description:
            "The new address gets a confirmation link (1 day); the current one is told and keeps working until then. Following the link ends every session. The current address again cancels a pending change.",
          params: selfParams,
          body: obj({ email: str, current_password: str }, ["email", "current_password"]),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = selfActor(request, "self.profile.edit");
        const user = (await findDirectoryUser(deps.db, actor.id)) ?? actor.user;
        await assertEmailChangeAllowed(deps, user, request.body.email);
        await assertCurrentPassword(deps, request, actor, request.body.current_password);
        const outcome = await requestEmailChange(deps, request, actor, user, request.body.email, actor.company?.name ?? "");
        return {
          message: outcome === "requested" ? "We have sent a confirmation link to the new address. Until it is followed, sign in with your current address." : "Profile updated successfully",
          data: personShape((await findDirectoryUser(deps.db, actor.id)) ?? actor.user),
        };
      },
    );

    app.post<SelfParams>(
      "/users/:id/email/cancel",
      { schema: { tags: ["self"], summary: "Drop one's own pending email change: its link stops working", params: selfParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = selfActor(request, "self.profile.edit");
        const user = (await findDirectoryUser(deps.db, actor.id)) ?? actor.user;
        await cancelEmailChange(deps, request, actor, user, actor.company?.name ?? "");
        return { message: "Profile updated successfully", data: personShape((await findDirectoryUser(deps.db, actor.id)) ?? actor.user) };
      },
    );

    app.post<SelfParams & { Body: { current_password: string; password: string; password_confirmation: string } }>(
      "/users/:id/password",
      {
        schema: {
          tags: ["self"],
          summary: "Change own password; other sessions end",
          params: selfParams,
          body: obj({ current_password: str, password: str, password_confirmation: str }, ["current_password", "password", "password_confirmation"]),
          response: answers({ 200: messageBody }),
        },
      },
      async (request) => {
        const actor = selfActor(request, "self.view");
        assertNewPassword(request.body.password, request.body.password_confirmation);
        const idb = identityDbOf(deps.db);
        const credentials = await idb.selectFrom("identity_credentials").selectAll().where("user_id", "=", actor.id).executeTakeFirst();
        const hash = credentials?.password_hash;
        // A stolen session must not become a password oracle: guesses count with the login failures.
        const matches =
          credentials !== undefined &&
          (await checkThrottledPassword(idb, { email: credentials.email, ip: request.ip, now: deps.clock() }, async () => hash != null && verifyPassword(hash, request.body.current_password), deps.loginThrottle));
        if (!matches) throw ValidationError.of("current_password", identityMessages.invalidCredentials, "invalid_credentials");
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), target(actor), { type: "RecordPasswordChange", reason: "change" });
        await idb.updateTable("identity_credentials").set({ password_hash: await hashPassword(request.body.password), updated_at: deps.clock() }).where("user_id", "=", actor.id).execute();
        await clearLoginFailures(idb, credentials.email);
        // Keep this session: the person changing it should not be thrown out.
        await revokeSessionsOfUsers(deps, [actor.id], "password_changed", deps.clock(), { exceptSessionId: actor.sessionId });
        return { message: "Password changed successfully" };
      },
    );
  };
