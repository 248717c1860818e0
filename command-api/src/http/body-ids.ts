import type { Kysely } from "kysely";
import { canReachWorkspace, ForbiddenError, identityMessages, mayNameUpload, userFileMessages, ValidationError, workTypeCatalogueDecider, type WorkTypeCatalogueState } from "@workledger/domain";
import { workspaceStreamName, workTypeCatalogueStreamName, type Rights } from "@workledger/event-schemas";
import type { EventStore } from "@workledger/event-store";
import { findCompanyUser, type Database } from "@workledger/projections";
import { identityDbOf } from "../identity/identity.tables.ts";
import { assertPersonInScope } from "../identity/people-scope.ts";
import type { SessionActor } from "../identity/session-actor.ts";

/** What an id in a request body names. `work_file`: an upload for work logs (POST works/files). */
export type BodyIdKind = "workspace" | "work_type" | "person" | "work_file";

/** Field name -> [what it names, its value: one id, a list, null or absent]. */
export type BodyIdFields = Readonly<Record<string, readonly [BodyIdKind, unknown]>>;

export interface BodyIdDeps {
  readonly eventStore: EventStore;
  readonly db: Kysely<Database>;
}

/** What the body's record already holds: ids kept from it pass unchanged (they were checked when they were named). */
export interface BodyIdOptions {
  /** Files already on the record being edited (a worker keeps the file a manager attached). */
  readonly keptFileIds?: readonly string[];
}

const notFound: Record<BodyIdKind, string> = { workspace: "Workspace not found", work_type: "Work type not found", person: identityMessages.userNotFound, work_file: userFileMessages.notFound };
const codes: Record<BodyIdKind, string> = { workspace: "workspace_not_found", work_type: "work_type_not_found", person: "user_not_found", work_file: "file_not_found" };

/**
 * Whether the actor may name this upload: one of the company's work-log uploads that the domain's
 * mayNameUpload allows (their own, or a manager's within scope). Anything else reads as unknown, so
 * a file id reveals nothing about whose it is.
 */
const mayNameWorkFile = async (deps: BodyIdDeps, actor: SessionActor, id: string): Promise<boolean> => {
  const file = await identityDbOf(deps.db)
    .selectFrom("stored_files")
    .select("owner_id")
    .where("company_id", "=", actor.companyId)
    .where("owner_kind", "=", "work_file")
    .where("id", "=", id)
    .executeTakeFirst();
  if (file === undefined) return false;
  if (file.owner_id === actor.id) return true;
  const uploader = await findCompanyUser(deps.db, actor.companyId, file.owner_id);
  return uploader !== undefined && mayNameUpload(actor.principal, { uploaderId: uploader.id, uploaderWorkspaceIds: (uploader.rights as Rights).general_rights_workspace_ids });
};

const idsIn = (value: unknown): string[] => [...new Set((Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string" && v !== ""))];

/**
 * The one check of the ids a request body names (work types, workspaces, people, uploaded files;
 * parents and groups live in the company's own streams and are checked by their deciders). Each must
 * belong to the actor's company, else 400 with the field's error (another company's id reads as
 * unknown, nothing is written), and to the actor's workspace scope, else 403 (a person outside it:
 * 'User information cannot be viewed'). A file must be one the actor may name (mayNameUpload), else
 * 400 'File not found' like an unknown one: naming a file is reading it. Workspaces and work types
 * are read from their company-named streams, so an entity created a moment ago counts before the
 * read model has it.
 */
export const assertBodyIds = async (deps: BodyIdDeps, actor: SessionActor, fields: BodyIdFields, options: BodyIdOptions = {}): Promise<void> => {
  const errors: Record<string, string[]> = {};
  let outOfScope: "person" | "workspace" | null = null;
  let catalogue: WorkTypeCatalogueState | undefined;
  for (const [field, [kind, value]] of Object.entries(fields)) {
    for (const id of idsIn(value)) {
      if (kind === "work_file") {
        if (!options.keptFileIds?.includes(id) && !(await mayNameWorkFile(deps, actor, id))) errors[field] = [notFound.work_file];
      } else if (kind === "workspace") {
        const exists = (await deps.eventStore.readStream(workspaceStreamName(actor.companyId, id))).length > 0;
        if (!exists) errors[field] = [notFound.workspace];
        else if (!canReachWorkspace(actor.principal, id)) outOfScope ??= "workspace";
      } else if (kind === "work_type") {
        catalogue ??= (await deps.eventStore.readStream(workTypeCatalogueStreamName(actor.companyId))).reduce(
          (state, e) => workTypeCatalogueDecider.evolve(state, { type: e.type, data: e.data } as never),
          workTypeCatalogueDecider.initialState,
        );
        if (!catalogue.workTypes.has(id)) errors[field] = [notFound.work_type];
      } else {
        const person = await findCompanyUser(deps.db, actor.companyId, id);
        if (person === undefined) errors[field] = [notFound.person];
        else {
          try {
            assertPersonInScope(actor, person);
          } catch {
            outOfScope ??= "person";
          }
        }
      }
    }
  }
  const first = Object.entries(errors)[0];
  if (first !== undefined) {
    const kind = fields[first[0]]![0];
    throw new ValidationError(errors, first[1][0], codes[kind]);
  }
  if (outOfScope === "person") throw new ForbiddenError(identityMessages.userCannotBeViewed, "user_cannot_be_viewed");
  if (outOfScope === "workspace") throw new ForbiddenError("You are not allowed to do this", "forbidden_workspace");
};
