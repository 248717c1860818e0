import { commonErrorResponses } from "../http/error-response.ts";

/**
 * Small JSON-schema helpers so every route declares its body and answers (OpenAPI reads them).
 * Every string has a length limit and every list a size limit, checked before a handler runs:
 * `str` is a short text someone types (a name, an address, an email, a phone number, a token),
 * 255 characters like the form fields and RFC 5321's longest address; `text(n)` says otherwise.
 */
export const shortTextMaxLength = 255;
export const text = (maxLength: number) => ({ type: "string", maxLength }) as const;
export const str = text(shortTextMaxLength);
export const nullableStr = { type: ["string", "null"], maxLength: shortTextMaxLength } as const;
/** Lists of short texts or ids (phone numbers, workspace ids, permission keys, emails of one invitation). */
export const strList = { type: "array", maxItems: 500, items: str } as const;
/** Role ids of spec section 3: 1 manager, 2 admin, 3 worker. */
export const roleIdSchema = { type: ["integer", "null"], minimum: 1, maximum: 3 } as const;
export const obj = (properties: Record<string, unknown>, required: readonly string[] = []) =>
  ({ type: "object", properties, required, additionalProperties: false }) as const;
export const idParams = obj({ id: str }, ["id"]);
export const anyObject = { type: "object", additionalProperties: true } as const;
export const messageBody = obj({ message: str }, ["message"]);

export const rightsSchema = obj(
  {
    user_role_id: roleIdSchema,
    general_rights_workspace_ids: strList,
    manager_rights_workspace_ids: strList,
    permissions: strList,
  },
  ["user_role_id", "general_rights_workspace_ids", "manager_rights_workspace_ids", "permissions"],
);

/** Answers of a route: the success shape plus the shared error responses. */
export const answers = (ok: Record<number, unknown>) => ({ ...ok, ...commonErrorResponses });
