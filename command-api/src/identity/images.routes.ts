import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { authorize, ForbiddenError, identityMessages, ValidationError } from "@workledger/domain";
import { findCompanyUser, findDirectoryCompany, findDirectoryUser } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { metadataFor, newId, runCompanyCommand, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf, type StoredFilesTable } from "./identity.tables.ts";
import { actorFor, manageablePersonOf, personOf } from "./people.routes.ts";
import { userResponse } from "./session.routes.ts";
import { answers, anyObject, obj, str } from "./route-schemas.ts";
import { requireSession } from "./session-actor.ts";
import { isReencodedImageType, reencodedImage } from "./uploaded-content.ts";
import { uploadContentSecurityPolicy } from "../http/security-headers.ts";
import { companyShape, personShape } from "./user-shape.ts";

/** Spec section 5: at most 5 MB (5242880 bytes) per image. */
export const maxImageBytes = 5_242_880;
export const imageTooLarge = "Single image must not exceed 5MB";
const imageTypes = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

const fileUrl = (id: string) => `/api/files/${id}`;

type Image = { data: Buffer; contentType: string; fileName: string };

const checkedImage = async (part: { mimetype: string; filename: string; toBuffer(): Promise<Buffer>; file: { truncated: boolean } }): Promise<Image> => {
  if (!imageTypes.has(part.mimetype)) throw ValidationError.of("photo", "Only images can be uploaded", "not_an_image");
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw ValidationError.of("photo", imageTooLarge, "image_too_large");
    throw error;
  }
  if (part.file.truncated) throw ValidationError.of("photo", imageTooLarge, "image_too_large");
  // imageTypes holds only the types reencodedImage writes again: what is kept is checked pixels, no metadata.
  const contentType = part.mimetype;
  if (!isReencodedImageType(contentType)) throw ValidationError.of("photo", "Only images can be uploaded", "not_an_image");
  return { data: await reencodedImage(data, contentType, "photo"), contentType, fileName: (part.filename || "image").slice(0, 255) };
};

/** Text fields and an optional `photo` of a multipart form, or the JSON body's fields. */
const readForm = async (request: FastifyRequest): Promise<{ fields: Record<string, string>; photo: Image | undefined }> => {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string")) as Record<string, string>, photo: undefined };
  }
  const fields: Record<string, string> = {};
  let photo: Image | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxImageBytes, files: 1 } })) {
    if (part.type === "file") {
      if (part.fieldname === "photo") photo = await checkedImage(part);
      else await part.toBuffer();
    } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
  }
  return { fields, photo };
};

/** Reads the one `photo` field of a multipart request: an image of at most 5 MB. */
const readImage = async (request: FastifyRequest): Promise<Image> => {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxImageBytes, files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw ValidationError.of("photo", "This field is required", "required");
    throw error;
  }
  if (part === undefined || part.fieldname !== "photo") throw ValidationError.of("photo", "This field is required", "required");
  return checkedImage(part);
};

/** Company logo (POST /companies/{id}/logo and /logo/remove), profile photos, and GET /files/{id}. */
export const imagesSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 5 } });
    const idb = identityDbOf(deps.db);
    const store = async (companyId: string, ownerKind: StoredFilesTable["owner_kind"], ownerId: string, image: Awaited<ReturnType<typeof readImage>>) => {
      const id = newId();
      await idb
        .insertInto("stored_files")
        .values({ id, company_id: companyId, owner_kind: ownerKind, owner_id: ownerId, content_type: image.contentType, file_name: image.fileName, size: image.data.length, data: image.data, created_at: deps.clock() })
        .execute();
      return fileUrl(id);
    };
    const companyParams = obj({ id: str }, ["id"]);
    const multipartBody = { description: "multipart/form-data with one field `photo` (an image of at most 5 MB)" };

    app.post<{ Params: { id: string } }>(
      "/companies/:id/logo",
      { schema: { tags: ["company"], summary: "Upload the company logo (multipart field photo)", ...multipartBody, params: companyParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "company.profile.edit");
        const logo = await store(actor.companyId, "company_logo", actor.companyId, await readImage(request));
        await runCompanyCommand(deps, metadataFor(request, actor, deps.clock()), actor.companyId, { type: "ChangeCompanyLogo", logo, logoCache: Math.floor(deps.clock().getTime() / 1000) });
        const company = await findDirectoryCompany(deps.db, actor.companyId);
        return { message: "Company logo updated successfully", data: company === undefined ? null : companyShape(company, deps.clock()) };
      },
    );

    app.post<{ Params: { id: string } }>(
      "/companies/:id/logo/remove",
      { schema: { tags: ["company"], summary: "Remove the company logo", params: companyParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "company.profile.edit");
        await runCompanyCommand(deps, metadataFor(request, actor, deps.clock()), actor.companyId, { type: "RemoveCompanyLogo", logoCache: Math.floor(deps.clock().getTime() / 1000) });
        const company = await findDirectoryCompany(deps.db, actor.companyId);
        return { message: "Company logo removed successfully", data: company === undefined ? null : companyShape(company, deps.clock()) };
      },
    );

    app.post<{ Params: { id: string } }>(
      "/users/:id/photo",
      { schema: { tags: ["self"], summary: "Upload the own profile photo (multipart field photo)", ...multipartBody, params: companyParams, response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = requireSession(request);
        authorize(actor.principal, "self.profile.edit", { companyId: actor.companyId, targetUserId: request.params.id });
        const photo = await store(actor.companyId, "user_photo", actor.id, await readImage(request));
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), { companyId: actor.user.company_id, userId: actor.id }, { type: "UpdateProfile", changes: { photo } });
        const user = await findCompanyUser(deps.db, actor.user.company_id, actor.id);
        return { message: "Profile photo updated successfully", data: user === undefined ? null : personShape(user) };
      },
    );

    app.post<{ Params: { id: string; userId: string } }>(
      "/companies/:id/users/:userId/photo",
      { schema: { tags: ["people"], summary: "Upload a person's profile photo (multipart field photo)", ...multipartBody, params: obj({ id: str, userId: str }, ["id", "userId"]), response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = actorFor(request, "people.edit");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        const photo = await store(actor.companyId, "user_photo", user.id, await readImage(request));
        await runUserCommand(deps, metadataFor(request, actor, deps.clock()), { companyId: actor.companyId, userId: user.id }, { type: "UpdateProfile", changes: { photo } });
        return { message: "Profile photo updated successfully", data: personShape(await personOf(deps, actor, user.id)) };
      },
    );

    app.post<{ Params: { id: string } }>(
      "/v2/users/:id/register/complete",
      {
        schema: {
          tags: ["auth"],
          summary: "Complete registration (multipart or JSON): workspace_name, phone_number, first_name, last_name, email, photo (the company logo); sets the default company, persona becomes manager",
          description: "workspace_name, first_name and last_name are required ('This field is required'); phone_number, email and photo are optional.",
          params: companyParams,
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = requireSession(request);
        if (request.params.id !== actor.id) throw new ForbiddenError(identityMessages.forbidden, "forbidden_self");
        const { fields, photo } = await readForm(request);
        const missing = ["workspace_name", "first_name", "last_name"].filter((f) => (fields[f] ?? "").trim() === "");
        if (missing.length > 0) throw new ValidationError(Object.fromEntries(missing.map((f) => [f, [identityMessages.fieldRequired]])), identityMessages.fieldRequired, "required");
        const home = await findDirectoryCompany(deps.db, actor.user.company_id);
        if (home === undefined || home.main_user_id !== actor.id) throw new ForbiddenError(identityMessages.forbidden, "forbidden_main_user");
        const meta = metadataFor(request, { ...actor, persona: "manager" }, deps.clock());
        const phone = fields.phone_number?.trim();
        await runCompanyCommand(deps, meta, home.id, { type: "UpdateCompanyProfile", changes: { name: fields.workspace_name!.trim(), ...(phone ? { telephone_number: phone } : {}) } });
        if (photo !== undefined) {
          const logo = await store(home.id, "company_logo", home.id, photo);
          await runCompanyCommand(deps, meta, home.id, { type: "ChangeCompanyLogo", logo, logoCache: Math.floor(deps.clock().getTime() / 1000) });
        }
        const target = { companyId: home.id, userId: actor.id };
        await runUserCommand(deps, meta, target, { type: "UpdateProfile", changes: { first_name: fields.first_name!.trim(), last_name: fields.last_name!.trim() } });
        await runUserCommand(deps, meta, target, { type: "ChangeDefaultCompany", companyId: home.id });
        const user = (await findDirectoryUser(deps.db, actor.id)) ?? actor.user;
        return userResponse(deps, user, user.is_manager ? "manager" : "worker");
      },
    );

    app.get<{ Params: { id: string } }>(
      "/files/:id",
      { schema: { tags: ["company"], summary: "An uploaded image (unguessable id; logos and photos are shown in <img>)", params: obj({ id: str }, ["id"]) } },
      async (request, reply) => {
        // Only logos and photos: a person's files are served by their permission-checked route.
        const file = await idb
          .selectFrom("stored_files")
          .select(["content_type", "data"])
          .where("id", "=", request.params.id)
          .where("owner_kind", "in", ["company_logo", "user_photo"])
          .executeTakeFirst();
        if (file === undefined) return reply.code(404).send({ message: "Not found", code: "not_found" });
        return reply
          .header("content-type", file.content_type)
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", uploadContentSecurityPolicy)
          .header("cache-control", "private, max-age=31536000, immutable")
          .send(file.data);
      },
    );
  };
