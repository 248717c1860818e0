import multipart from "@fastify/multipart";
import { maxUserFileBytes, NotFoundError, workTimeMessages } from "@workledger/domain";
import { findTimesheetLog } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { sendAttachment } from "../http/security-headers.ts";
import { newId } from "../identity/identity-commands.ts";
import { identityDbOf } from "../identity/identity.tables.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import { readUpload } from "../identity/user-files.routes.ts";
import { actorInCompany } from "./work-time-access.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";
import { mayReadLog } from "./work-time-queries.routes.ts";

/** A file attached to a work log, as the log keeps it (spec section 3: work log files). */
export interface WorkFileRef {
  readonly id: string;
  readonly name: string;
}

export const workFileMessages = { notFound: "File not found" } as const;

/**
 * Work log files: upload one (multipart field `file`; images up to 5 MB, 'Single image must not
 * exceed 5MB', other files up to 10 MB, content checked against its type), then name it in a log's
 * `files` when adding or editing the log (the shared body-id check: one's own upload, or a manager's
 * within scope); download it through the log, by whoever may read the log.
 */
export const workFilesSlice =
  (deps: WorkTimeDeps): RouteSlice =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: maxUserFileBytes, files: 1, fields: 5 } });
    const idb = identityDbOf(deps.db);
    app.post<{ Params: { id: string } }>(
      "/companies/:id/works/files",
      {
        schema: {
          tags: ["work-time"],
          summary: "Upload a file to attach to a work log (multipart field `file`); name it in the log's `files`",
          description: "400 on `file`: 'This field is required', 'Single image must not exceed 5MB' (image/*), 'Single file must not exceed 10MB' (anything else), 'The file is empty'.",
          params: obj({ id: str }, ["id"]),
          response: answers({ 201: obj({ message: str, data: obj({ id: str, name: str, content_type: str, size: { type: "integer" } }, ["id", "name", "content_type", "size"]) }, ["message", "data"]) }),
        },
      },
      async (request, reply) => {
        const actor = actorInCompany(request);
        const upload = await readUpload(request);
        const id = newId();
        await idb
          .insertInto("stored_files")
          .values({ id, company_id: actor.companyId, owner_kind: "work_file", owner_id: actor.id, content_type: upload.contentType, file_name: upload.fileName, size: upload.data.length, data: upload.data, created_at: deps.clock() })
          .execute();
        return reply.code(201).send({ message: "File uploaded successfully", data: { id, name: upload.fileName, content_type: upload.contentType, size: upload.data.length } });
      },
    );

    app.get<{ Params: { id: string; workId: string; fileId: string } }>(
      "/companies/:id/works/:workId/files/:fileId",
      {
        schema: {
          tags: ["work-time"],
          summary: "Download a file of a work log (as an attachment), for whoever may read the log",
          params: obj({ id: str, workId: str, fileId: str }, ["id", "workId", "fileId"]),
        },
      },
      async (request, reply) => {
        const actor = actorInCompany(request);
        const log = await findTimesheetLog(deps.db, actor.companyId, request.params.workId);
        if (log === undefined || !mayReadLog(actor, log.worker_id, log.workspace_id)) throw new NotFoundError(workTimeMessages.work_not_found, "work_not_found");
        const named = (log.files as readonly WorkFileRef[]).some((f) => f.id === request.params.fileId);
        const file = named
          ? await idb
              .selectFrom("stored_files")
              .select(["content_type", "file_name", "data"])
              .where("company_id", "=", actor.companyId)
              .where("owner_kind", "=", "work_file")
              .where("id", "=", request.params.fileId)
              .executeTakeFirst()
          : undefined;
        if (file === undefined) throw new NotFoundError(workFileMessages.notFound, "file_not_found");
        return sendAttachment(reply, file);
      },
    );
  };
