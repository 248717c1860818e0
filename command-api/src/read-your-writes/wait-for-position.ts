import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { PreconditionFailedError, ValidationError } from "@workledger/domain";
import { parsePosition, type Position } from "@workledger/event-store";
import type { ReadModels } from "./read-models.ts";

export const waitForPositionHeader = "x-wait-for-position";
export const ledgerPositionHeader = "x-ledger-position";

/** Spread into a query route's querystring schema so OpenAPI documents the waitFor parameter. */
export const waitForQueryProperties = {
  waitFor: { type: "string", maxLength: 41, pattern: "^\\d+/\\d+$", description: "Answer only after the read model has reached this ledger position (from x-ledger-position)" },
} as const;

export const waitForHeaderSchema = {
  type: "object",
  properties: {
    [waitForPositionHeader]: { type: "string", description: "Same as the waitFor query parameter" },
  },
} as const;

const requestedPosition = (request: FastifyRequest): { readonly field: string; readonly value: string } | undefined => {
  const header = request.headers[waitForPositionHeader];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && fromHeader !== "") return { field: waitForPositionHeader, value: fromHeader };
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.waitFor;
  return typeof fromQuery === "string" && fromQuery !== "" ? { field: "waitFor", value: fromQuery } : undefined;
};

/**
 * Read-your-writes for a query route: if the client sends the position its command returned,
 * the handler runs only after every read model it reads has reached that position. Waiting is
 * bounded; past the bound the answer is 412 (code read_model_behind): the client's stated
 * precondition does not hold yet and the request can simply be repeated.
 */
export const waitForReadModels =
  (readModels: ReadModels, projections: readonly string[], timeoutMs: number): preHandlerAsyncHookHandler =>
  async (request) => {
    const requested = requestedPosition(request);
    if (requested === undefined) return;
    let position: Position;
    try {
      position = parsePosition(requested.value);
    } catch {
      throw ValidationError.of(requested.field, "must be a ledger position like 123/456");
    }
    try {
      await Promise.all(projections.map((name) => readModels.waitForPosition(name, position, { timeoutMs })));
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== "projection_wait_timeout") throw error;
      throw new PreconditionFailedError(
        `The read model has not reached position ${requested.value} within ${timeoutMs} ms; try again`,
        "read_model_behind",
      );
    }
  };
