import type { FastifyRequest } from "fastify";
import { authorize } from "@workledger/domain";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";

/** The signed-in admin persona with can_manage_admin_pages (401 without a session, 403 for anyone else). */
export const requireAdmin = (request: FastifyRequest): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, "admin.pages", { companyId: actor.companyId });
  return actor;
};
