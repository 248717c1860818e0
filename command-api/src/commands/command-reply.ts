import type { FastifyReply } from "fastify";
import { ledgerPositionHeader } from "../read-your-writes/wait-for-position.ts";
import type { CommandResult } from "./handle-command.ts";

/** The body and documented header of every command's success answer. */
export const commandResultSchema = {
  type: "object",
  required: ["position", "revision"],
  description: "The ledger position to pass as x-wait-for-position to queries, to read this write back",
  headers: {
    [ledgerPositionHeader]: { type: "string", description: "Same as position" },
  },
  properties: {
    position: { type: "string", pattern: "^\\d+/\\d+$" },
    revision: { type: "string", description: "The stream's revision after the command" },
  },
} as const;

export const replyWithCommandResult = (reply: FastifyReply, result: CommandResult, status = 200): FastifyReply =>
  reply
    .code(status)
    .header(ledgerPositionHeader, result.position)
    .send({ position: result.position, revision: String(result.nextExpectedRevision) });
