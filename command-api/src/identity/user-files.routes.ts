import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { decideAccess, fileNoLongerAvailable, ForbiddenError, identityMessages, isImageType, maxUserFileBytes, NotFoundError, userFileMessages, userFileSizeProblem, ValidationError } from "@workledger/domain";
import { UserFileParams, UserFileResponse, UserFilesParams, userStreamName } from "@workledger/event-schemas";
import type { RouteSlice } from "../build-app.ts";
import { jsonSchemaOf } from "../http/json-schema-of.ts";
import { metadataFor, newId, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { actorFor, manageablePersonOf, personOf } from "./people.routes.ts";
import { answers, messageBody, obj, str } from "./route-schemas.ts";
import { requireSession, type SessionActor } from "./session-actor.ts";
import { isReencodedImageType, reencodedImage, verifiedContentType } from "./uploaded-content.ts";
import { sendAttachment } from "../http/security-headers.ts";

type FilesRoute = { Params: { id: string; userId: string } };
type FileRoute = { Params: UserFileParams };

const filesUrl = (companyId: string, userId: string) => `/api/companies/${companyId}/users/${userId}/files`;

/** Reads the one `file` field of a multipart request; images up to 5 MB, other files up to 10 MB. */
export const readUpload = async (request: FastifyRequest): Promise<{ data: Buffer; contentType: string; fileName: string }> => {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxUserFileBytes, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw ValidationError.of("file", identityMessages.fieldRequired, "required");
    throw error;
  }
  if (part === undefined || part.fieldname !== "file") throw ValidationError.of("file", identityMessages.fieldRequired, "required");
  const contentType = part.mimetype || "application/octet-stream";
  const tooLarge = () => ValidationError.of("file", isImageType(contentType) ? userFileMessages.imageTooLarge : userFileMessages.fileTooLarge, "file_too_large");
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  const problem = userFileSizeProblem(contentType, data.length);
  if (problem !== null) throw ValidationError.of("file", problem, "file_too_large");
  const fileName = (part.filename || "file").slice(0, 255);
  // Photos are written again without their metadata; every other file must be what it says it is.
  if (isReencodedImageType(contentType)) return { data: await reencodedImage(data, contentType, "file"), contentType, fileName };
  return { data, contentType: await verifiedContentType(data, contentType, "file"), fileName };
};

/** Reading a person's files: a manager who may view people, or the person themself. */
const readerOf = (request: FastifyRequest<FilesRoute>): SessionActor => {
  const actor = requireSession(request);
  const own = request.params.userId === actor.id;
  const decision = decideAccess(actor.principal, own ? "self.view" : "people.view", { companyId: request.params.id, targetUserId: request.params.userId });
  if (!decision.allowed) throw new ForbiddenError(identityMessages.forbidden, `forbidden_${decision.reason}`);
  return actor;
};

/**
 * A person's files (people profile, files tab): list, upload (multipart field `file`), download,
 * delete. Bytes stay in stored_files (owner_kind user_file); every change is a UserFileAdded /
 * UserFileRemoved event with the metadata, so the audit log shows who kept or removed what.
 */
export const userFilesSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: maxUserFileBytes, files: 1, fields: 5 } });
    const idb = identityDbOf(deps.db);
    const filesParams = jsonSchemaOf(UserFilesParams);
    const fileParams = jsonSchemaOf(UserFileParams);
    const fileList = { type: "object", properties: { data: { type: "array", items: jsonSchemaOf(UserFileResponse) } }, required: ["data"] };
    const fileRows = (companyId: string, userId: string) =>
      idb.selectFrom("stored_files").where("company_id", "=", companyId).where("owner_kind", "=", "user_file").where("owner_id", "=", userId);
    /** 404 for a file that is not there: named 'Document :filename is no longer available' when the person's history says it was removed. */
    const missingFile = async (person: { company_id: string; id: string }, fileId: string): Promise<NotFoundError> => {
      const removed = (await deps.eventStore.readStream(userStreamName(person.company_id, person.id))).findLast(
        (event) => event.type === "UserFileRemoved" && (event.data as { fileId?: unknown }).fileId === fileId,
      );
      const fileName = (removed?.data as { fileName?: unknown } | undefined)?.fileName;
      return typeof fileName === "string" ? new NotFoundError(fileNoLongerAvailable(fileName), "file_not_available") : new NotFoundError(userFileMessages.notFound, "file_not_found");
    };
    const shape = (companyId: string, userId: string, row: { id: string; file_name: string; content_type: string; size: number; created_at: Date | string }): UserFileResponse => ({
      id: row.id,
      file_name: row.file_name,
      content_type: row.content_type,
      size: row.size,
      created_at: new Date(row.created_at).toISOString(),
      url: `${filesUrl(companyId, userId)}/${row.id}`,
    });

    app.get<FilesRoute>(
      "/companies/:id/users/:userId/files",
      { schema: { tags: ["people"], summary: "A person's files, newest first (managers who may view people, or the person)", params: filesParams, response: answers({ 200: fileList }) } },
      async (request) => {
        const actor = readerOf(request);
        const person = await personOf(deps, actor, request.params.userId);
        const rows = await fileRows(actor.companyId, person.id).select(["id", "file_name", "content_type", "size", "created_at"]).orderBy("created_at", "desc").orderBy("id").execute();
        return { data: rows.map((r) => shape(actor.companyId, person.id, r)) };
      },
    );

    app.post<FilesRoute>(
      "/companies/:id/users/:userId/files",
      {
        schema: {
          tags: ["people"],
          summary: "Keep a file for a person (multipart field `file`) [can_edit_users]",
          description: "400 on `file`: 'This field is required', 'Single image must not exceed 5MB' (image/*), 'Single file must not exceed 10MB' (anything else), 'The file is empty'.",
          params: filesParams,
          response: answers({ 201: obj({ message: str, data: jsonSchemaOf(UserFileResponse) }, ["message", "data"]) }),
        },
      },
      async (request, reply) => {
        const actor = actorFor(request, "people.edit");
        const person = await manageablePersonOf(deps, actor, request.params.userId);
        const upload = await readUpload(request);
        const id = newId();
        const now = deps.clock();
        await idb
          .insertInto("stored_files")
          .values({ id, company_id: actor.companyId, owner_kind: "user_file", owner_id: person.id, content_type: upload.contentType, file_name: upload.fileName, size: upload.data.length, data: upload.data, created_at: now })
          .execute();
        try {
          await runUserCommand(deps, metadataFor(request, actor, now), { companyId: person.company_id, userId: person.id }, {
            type: "AddFile",
            fileId: id,
            fileName: upload.fileName,
            contentType: upload.contentType,
            size: upload.data.length,
            by: actor.id,
          });
        } catch (error) {
          await idb.deleteFrom("stored_files").where("id", "=", id).execute();
          throw error;
        }
        const row = { id, file_name: upload.fileName, content_type: upload.contentType, size: upload.data.length, created_at: now };
        return reply.code(201).send({ message: "File uploaded successfully", data: shape(actor.companyId, person.id, row) });
      },
    );

    app.get<FileRoute>(
      "/companies/:id/users/:userId/files/:fileId",
      { schema: { tags: ["people"], summary: "Download one of a person's files (as an attachment)", params: fileParams } },
      async (request, reply) => {
        const actor = readerOf(request);
        const person = await personOf(deps, actor, request.params.userId);
        const file = await fileRows(actor.companyId, person.id).select(["content_type", "file_name", "data"]).where("id", "=", request.params.fileId).executeTakeFirst();
        if (file === undefined) throw await missingFile(person, request.params.fileId);
        return sendAttachment(reply, file);
      },
    );

    app.delete<FileRoute>(
      "/companies/:id/users/:userId/files/:fileId",
      { schema: { tags: ["people"], summary: "Remove one of a person's files [can_edit_users]", params: fileParams, response: answers({ 200: messageBody }) } },
      async (request) => {
        const actor = actorFor(request, "people.edit");
        const person = await manageablePersonOf(deps, actor, request.params.userId);
        const file = await fileRows(actor.companyId, person.id).select("id").where("id", "=", request.params.fileId).executeTakeFirst();
        if (file === undefined) throw await missingFile(person, request.params.fileId);
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), { companyId: person.company_id, userId: person.id }, { type: "RemoveFile", fileId: file.id, by: actor.id });
        await idb.deleteFrom("stored_files").where("id", "=", file.id).execute();
        return { message: "File deleted successfully" };
      },
    );
  };
