import { commonErrorResponses } from "../http/error-response.ts";

/** Small JSON-schema helpers so every route declares its body and answers (OpenAPI reads them). */
export const str = { type: "string" } as const;
export const nullableStr = { type: ["string", "null"] } as const;
export const strList = { type: "array", items: { type: "string" } } as const;
export const obj = (properties: Record<string, unknown>, required: readonly string[] = []) =>
  ({ type: "object", properties, required, additionalProperties: false }) as const;
export const idParams = obj({ id: str }, ["id"]);
export const anyObject = { type: "object", additionalProperties: true } as const;
export const messageBody = obj({ message: str }, ["message"]);

export const rightsSchema = obj(
  {
    user_role_id: { type: ["integer", "null"] },
    general_rights_workspace_ids: strList,
    manager_rights_workspace_ids: strList,
    permissions: strList,
  },
  ["user_role_id", "general_rights_workspace_ids", "manager_rights_workspace_ids", "permissions"],
);

/** Answers of a route: the success shape plus the shared error responses. */
export const answers = (ok: Record<number, unknown>) => ({ ...ok, ...commonErrorResponses });
