import type { FastifyRequest } from "fastify";
import {
  assertEmailAddress,
  assertNewPassword,
  assertPersonNames,
  emailLookupKey,
  ForbiddenError,
  founderRights,
  identityMessages,
  NotFoundError,
  type PersonNames,
  ValidationError,
} from "@workledger/domain";
import { findDirectoryUser } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { mailTemplates } from "../mail/mail-templates.ts";
import { claimAddress } from "./address-claims.ts";
import { confirmEmailChange, settleAddressMove } from "./email-change.ts";
import { undoMove, useLink } from "./email-links.ts";
import { findUserByAddress, metadataFor, newId, releaseEmail, runCompanyCommand, runUserCommand, startPaidAbsenceTypes } from "./identity-commands.ts";
import { hashPassword } from "./identity-crypto.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { clearLoginFailures } from "./login-throttle.ts";
import { admitMailRequest } from "./mail-request-throttle.ts";
import { answers, messageBody, nullableStr, obj, str } from "./route-schemas.ts";
import {
  createSession,
  expireOneTimeTokens,
  findOpenOneTimeToken,
  idleTimeoutMs,
  issueOneTimeToken,
  revokeSessionsOfUsers,
} from "./sessions.ts";
import { sessionAnswer, signIn, userResponse } from "./session.routes.ts";

/** Mails a fresh verification link (earlier ones stop working). */
export const sendVerification = async (deps: IdentityDeps, user: { id: string; company_id: string; email: string }): Promise<void> => {
  const idb = identityDbOf(deps.db);
  const now = deps.clock();
  await expireOneTimeTokens(idb, user.id, ["verify_email"], now);
  const { token } = await issueOneTimeToken(idb, { kind: "verify_email", userId: user.id, companyId: user.company_id, email: user.email, now });
  const unsubscribe = `${deps.publicUrl}/unsubscribe?token=${encodeURIComponent(deps.unsubscribeSigner.sign(user.id))}`;
  await deps.mailer.send(mailTemplates.verifyEmail(user.email, `${deps.publicUrl}/verification?token=${token}`, unsubscribe));
};

/** GET /api/sanctum/csrf-cookie, signup, login, logout, passwords, verification, unsubscribe, current user, company switch. */ /** Accounts: signup, forgot/reset/set password, email verification, unsubscribe. */
export const authSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const idb = identityDbOf(deps.db);

    app.post<{ Body: Record<string, string | boolean | undefined> }>(
      "/signup",
      {
        schema: {
          tags: ["auth"],
          summary: "Sign up: creates the company, makes the user its main user and a manager, mails a verification link, signs in",
          body: obj(
            {
              first_name: str,
              last_name: str,
              email: str,
              password: str,
              password_confirmation: str,
              terms: { type: "boolean" },
              company_name: str,
              phone_number: nullableStr,
              language: str,
            },
            ["email", "password", "password_confirmation", "terms"],
          ),
          response: answers({ 201: sessionAnswer }),
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (body.terms !== true) throw new ValidationError({ terms: [identityMessages.termsRequired] }, identityMessages.termsRequired, "terms_required");
        const email = assertEmailAddress(String(body.email), "email");
        assertNewPassword(String(body.password), String(body.password_confirmation));
        const now = deps.clock();
        const userId = newId();
        const companyId = newId();
        const companyName = typeof body.company_name === "string" ? body.company_name.trim() : "";
        await claimAddress(deps, request, { email, userId, companyId, passwordHash: await hashPassword(String(body.password)), byInvitation: false });
        try {
          const meta = metadataFor(request, { id: userId, companyId, persona: "manager" }, now);
          await runCompanyCommand(deps, meta, companyId, {
            type: "RegisterCompany",
            companyId,
            name: companyName,
            mainUserId: userId,
            telephoneNumber: typeof body.phone_number === "string" ? body.phone_number : null,
            timezone: "Europe/Helsinki",
            trialEndsAt: new Date(now.getTime() + deps.trialDays * 86_400_000).toISOString(),
          });
          await startPaidAbsenceTypes(deps, meta, companyId, typeof body.language === "string" ? body.language : "en");
          await runUserCommand(
            deps,
            meta,
            { companyId, userId },
            {
              type: "SignUp",
              userId,
              companyId,
              email,
              firstName: typeof body.first_name === "string" ? body.first_name.trim() : "",
              lastName: typeof body.last_name === "string" ? body.last_name.trim() : "",
              language: typeof body.language === "string" ? body.language : "en",
              rights: founderRights,
              isAdmin: false,
              now: now.toISOString(),
              defaultCompanyId: companyName === "" ? null : companyId,
            },
          );
        } catch (error) {
          await releaseEmail(deps, userId);
          throw error;
        }
        await sendVerification(deps, { id: userId, company_id: companyId, email });
        const user = await findDirectoryUser(deps.db, userId);
        const session = await createSession(idb, { userId, companyId, persona: "manager", now, userAgent: request.headers["user-agent"], ipAddress: request.ip });
        return reply.code(201).send({
          access_token: session.accessToken,
          token_type: "Bearer",
          expires_in: Math.floor(idleTimeoutMs / 1000),
          user: user === undefined ? { id: userId } : await userResponse(deps, user, "manager"),
        });
      },
    );

    app.post<{ Body: { email: string } }>(
      "/password/forgot",
      {
        schema: {
          tags: ["auth"],
          summary: "Mail a password reset link (valid 1 day)",
          body: obj({ email: str }, ["email"]),
          response: answers({ 200: messageBody }),
        },
      },
      async (request) => {
        const email = assertEmailAddress(request.body.email, "email");
        const now = deps.clock();
        await admitMailRequest(idb, { kind: "reset_password", email, ip: request.ip, now }, deps.mailRequestThrottle);
        const user = await findUserByAddress(deps, email);
        if (user === undefined || user.status === "deleted") throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
        await expireOneTimeTokens(idb, user.id, ["reset_password"], now);
        const { token } = await issueOneTimeToken(idb, { kind: "reset_password", userId: user.id, companyId: user.company_id, email: user.email, now });
        await deps.mailer.send(mailTemplates.resetPassword(user.email, `${deps.publicUrl}/forgot-password?token=${token}`));
        return { message: "We have emailed your password reset link." };
      },
    );

    const setPasswordWithToken = async (
      request: FastifyRequest<{ Body: { token: string; password: string; password_confirmation: string } }>,
      kinds: readonly ("reset_password" | "set_password" | "activation")[],
      names?: PersonNames,
    ) => {
      assertNewPassword(request.body.password, request.body.password_confirmation);
      const now = deps.clock();
      const used = await useLink(deps, request, request.body.token, kinds);
      const user = await findDirectoryUser(deps.db, used.userId);
      if (user === undefined || user.status === "deleted") {
        await undoMove(deps, used);
        throw new ForbiddenError(identityMessages.accountDeleted, "account_deleted");
      }
      const meta = metadataFor(request, { id: user.id, companyId: user.company_id, persona: "worker" }, now);
      const target = { companyId: user.company_id, userId: user.id };
      await settleAddressMove(deps, used, () =>
        used.kind === "reset_password"
          ? runUserCommand(deps, meta, target, { type: "RecordPasswordChange", reason: "reset" })
          : // A link mailed to a corrected address confirms that address as it sets the password.
            runUserCommand(deps, meta, target, {
              type: "CompleteActivation",
              now: now.toISOString(),
              ...(used.email === null ? {} : { confirmsEmail: used.email }),
              ...(names === undefined ? {} : { names }),
            }),
      );
      await idb
        .updateTable("identity_credentials")
        .set({ password_hash: await hashPassword(request.body.password), updated_at: now })
        .where("user_id", "=", user.id)
        .execute();
      await expireOneTimeTokens(idb, user.id, ["reset_password", "set_password", "activation"], now);
      await revokeSessionsOfUsers(deps, [user.id], "password_changed", now);
      await clearLoginFailures(idb, used.email ?? user.email);
      return user;
    };
    const passwordBody = obj({ token: str, password: str, password_confirmation: str }, ["token", "password", "password_confirmation"]);

    app.post<{ Body: { token: string; password: string; password_confirmation: string } }>(
      "/password/reset",
      { schema: { tags: ["auth"], summary: "Set a new password with a reset link token", body: passwordBody, response: answers({ 200: messageBody }) } },
      async (request) => {
        await setPasswordWithToken(request, ["reset_password"]);
        return { message: "Your password has been reset." };
      },
    );

    type SetPasswordBody = { token: string; password: string; password_confirmation: string; first_name?: string; last_name?: string };
    app.post<{ Body: SetPasswordBody }>(
      "/password/set",
      {
        schema: {
          tags: ["auth"],
          summary: "An invited person sets their password (invitation link 1 day, activation link one week); verifies, activates and signs them in",
          description:
            "first_name and last_name (both or neither) record the person's name; the set-password page asks them when the person has none. " +
            "Answers what POST /api/login answers plus the message; only the message when the company does not let its people in.",
          body: obj({ token: str, password: str, password_confirmation: str, first_name: str, last_name: str }, ["token", "password", "password_confirmation"]),
          response: answers({ 200: obj({ ...sessionAnswer.properties, message: str }, ["message"]) }),
        },
      },
      async (request) => {
        const { first_name: firstName, last_name: lastName } = request.body;
        // Checked before the link is used, so a refused name leaves the link working.
        const names = firstName === undefined && lastName === undefined ? undefined : assertPersonNames({ firstName: firstName ?? "", lastName: lastName ?? "" }, true);
        const user = await setPasswordWithToken(request, ["set_password", "activation"], names);
        const message = "Your password has been set.";
        const activated = await findDirectoryUser(deps.db, user.id);
        if (activated === undefined || activated.status !== "active") return { message };
        try {
          return { message, ...(await signIn(deps, request, activated)) };
        } catch (error) {
          if (error instanceof ForbiddenError) return { message };
          throw error;
        }
      },
    );

    app.post<{ Body: { token: string } }>(
      "/password/set/invitation",
      {
        schema: {
          tags: ["auth"],
          summary: "What the set-password page shows before the password is set: the address the link went to and the names the person has (the link stays unused)",
          body: obj({ token: str }, ["token"]),
          response: answers({ 200: obj({ email: str, first_name: str, last_name: str }, ["email", "first_name", "last_name"]) }),
        },
      },
      async (request) => {
        const open = await findOpenOneTimeToken(idb, request.body.token, ["set_password", "activation"], deps.clock());
        const user = open === undefined ? undefined : await findDirectoryUser(deps.db, open.user_id);
        if (open === undefined || user === undefined || user.status === "deleted") throw ValidationError.of("token", identityMessages.tokenInvalid, "token_invalid");
        return { email: open.email ?? user.email, first_name: user.first_name, last_name: user.last_name };
      },
    );

    app.post<{ Body: { token: string } }>(
      "/users/verification/verify",
      {
        schema: {
          tags: ["auth"],
          summary: "Verify the email with the link's token; a link mailed to a pending new address confirms that address (ending the person's sessions)",
          body: obj({ token: str }, ["token"]),
          response: answers({ 200: messageBody }),
        },
      },
      async (request) => {
        const now = deps.clock();
        const used = await useLink(deps, request, request.body.token, ["verify_email", "confirm_email"], "verification_token_invalid");
        if (used.kind === "confirm_email") {
          await confirmEmailChange(deps, request, used);
          return { message: "Your new email address is confirmed." };
        }
        const meta = metadataFor(request, { id: used.userId, companyId: used.companyId, persona: "worker" }, now);
        await runUserCommand(deps, meta, { companyId: used.companyId, userId: used.userId }, { type: "VerifyEmail", now: now.toISOString() });
        return { message: "Your email has been verified." };
      },
    );

    app.post<{ Body: { email: string } }>(
      "/users/verification/resend",
      { schema: { tags: ["auth"], summary: "Mail a new verification link", body: obj({ email: str }, ["email"]), response: answers({ 200: messageBody }) } },
      async (request) => {
        const email = emailLookupKey(request.body.email);
        await admitMailRequest(idb, { kind: "verify_email", email, ip: request.ip, now: deps.clock() }, deps.mailRequestThrottle);
        const user = await findUserByAddress(deps, email);
        if (user === undefined || user.status === "deleted") throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
        if (user.email_verified_at !== null) return { message: "Your email is already verified." };
        await sendVerification(deps, user);
        return { message: "A new verification link has been sent to your email." };
      },
    );

    app.post<{ Body: { token: string } }>(
      "/unsubscribe",
      {
        schema: {
          tags: ["auth"],
          summary: "Stop notification emails (the token comes from the email's unsubscribe link)",
          body: obj({ token: str }, ["token"]),
          response: answers({ 200: messageBody }),
        },
      },
      async (request) => {
        const userId = deps.unsubscribeSigner.open(request.body.token);
        const user = userId === undefined ? undefined : await findDirectoryUser(deps.db, userId);
        if (user === undefined) throw ValidationError.of("token", identityMessages.tokenInvalid, "token_invalid");
        const meta = metadataFor(request, { id: user.id, companyId: user.company_id, persona: "worker" }, deps.clock());
        await runUserCommand(deps, meta, { companyId: user.company_id, userId: user.id }, { type: "Unsubscribe" });
        return { message: "You have been unsubscribed." };
      },
    );
  };
