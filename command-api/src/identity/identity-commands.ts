import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { companyDecider, ConflictError, defaultPaidAbsenceTypes, identityMessages, paidAbsenceTypeCatalogueDecider, userDecider, type CompanyCommand, type UserCommand } from "@workledger/domain";
import { companyStreamName, paidAbsenceTypeCatalogueStreamName, userStreamName, type EventMetadata, type PaidAbsenceTypeCommand, type Persona } from "@workledger/event-schemas";
import { parsePosition } from "@workledger/event-store";
import { findDirectoryUser, type DirectoryUserRow } from "@workledger/projections";
import { commandMetadata } from "../commands/command-metadata.ts";
import { handleCommand, type CommandResult } from "../commands/handle-command.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";

export interface Acting {
  readonly id: string;
  readonly companyId: string;
  readonly persona: Persona;
}

export const metadataFor = (request: FastifyRequest, acting: Acting, now: Date): EventMetadata => commandMetadata(request, acting, now);

/**
 * Waits until the directory has applied `position`, so the caller's next read (login, current
 * user, the people list) sees its own write. A read model that is behind does not fail the command.
 */
export const settleDirectory = async (deps: IdentityDeps, position: string): Promise<void> => {
  try {
    await deps.readModels.waitForPosition("directory", parsePosition(position), { timeoutMs: deps.readYourWritesTimeoutMs });
  } catch (error) {
    deps.logger.warn({ err: error, position }, "directory read model is behind");
  }
};

export const runUserCommand = async (
  deps: IdentityDeps,
  metadata: EventMetadata,
  target: { readonly companyId: string; readonly userId: string },
  command: UserCommand,
): Promise<CommandResult> => {
  const result = await handleCommand({ store: deps.eventStore, streamName: userStreamName(target.companyId, target.userId), decider: userDecider, command, metadata });
  if (result.events > 0) await settleDirectory(deps, result.position);
  return result;
};

export const runCompanyCommand = async (deps: IdentityDeps, metadata: EventMetadata, companyId: string, command: CompanyCommand): Promise<CommandResult> => {
  const result = await handleCommand({ store: deps.eventStore, streamName: companyStreamName(companyId), decider: companyDecider, command, metadata });
  if (result.events > 0) await settleDirectory(deps, result.position);
  return result;
};

/**
 * A new company starts with the paid-absence types of its country, named in its language (the
 * language its founder or the admin chose), so a worker can ask for leave on day one.
 */
export const startPaidAbsenceTypes = async (deps: IdentityDeps, metadata: EventMetadata, companyId: string, language: string): Promise<CommandResult> => {
  const command: PaidAbsenceTypeCommand = {
    type: "AdoptDefaultPaidAbsenceTypes",
    data: { language, absenceTypeIds: defaultPaidAbsenceTypes(language).map(() => newId()) },
    metadata: { now: metadata.occurredAt, actorId: metadata.actorId },
  };
  return handleCommand({ store: deps.eventStore, streamName: paidAbsenceTypeCatalogueStreamName(companyId), decider: paidAbsenceTypeCatalogueDecider, command, metadata });
};

export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === "23505";

/** Reserves an address for a new user (credentials row without or with a hash); 409 'This email / RFID is already in use'. */
export const reserveEmail = async (
  deps: IdentityDeps,
  input: { readonly email: string; readonly userId: string; readonly companyId: string; readonly passwordHash: string | null },
): Promise<void> => {
  try {
    await identityDbOf(deps.db)
      .insertInto("identity_credentials")
      .values({ user_id: input.userId, company_id: input.companyId, email: input.email, password_hash: input.passwordHash, updated_at: deps.clock() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
    throw error;
  }
};

/** The person who holds this (normal-form) address now: the reservation decides, not the directory's history. */
export const findUserByAddress = async (deps: IdentityDeps, email: string): Promise<DirectoryUserRow | undefined> => {
  const row = await identityDbOf(deps.db).selectFrom("identity_credentials").select("user_id").where("email", "=", email).executeTakeFirst();
  return row === undefined ? undefined : findDirectoryUser(deps.db, row.user_id);
};

export const releaseEmail = async (deps: IdentityDeps, userId: string): Promise<void> => {
  await identityDbOf(deps.db).deleteFrom("identity_credentials").where("user_id", "=", userId).execute();
};

/** Moves a user's reserved address (email change); 409 when someone else holds it. */
export const moveEmail = async (deps: IdentityDeps, userId: string, email: string): Promise<void> => {
  try {
    await identityDbOf(deps.db).updateTable("identity_credentials").set({ email, updated_at: deps.clock() }).where("user_id", "=", userId).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
    throw error;
  }
};

/** One RFID per company: reserves it for the user (releasing their previous one); null releases. */
export const reserveRfid = async (deps: IdentityDeps, companyId: string, userId: string, rfid: string | null): Promise<void> => {
  const idb = identityDbOf(deps.db);
  try {
    await idb.transaction().execute(async (trx) => {
      await trx.deleteFrom("identity_rfids").where("company_id", "=", companyId).where("user_id", "=", userId).execute();
      if (rfid !== null && rfid.trim() !== "") await trx.insertInto("identity_rfids").values({ company_id: companyId, rfid: rfid.trim(), user_id: userId }).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(identityMessages.emailOrRfidInUse, "rfid_in_use");
    throw error;
  }
};

export const newId = (): string => randomUUID();
