import { formFailures } from "../../lib/http/http-client.ts";
import { runMutation, type MutationOutcome } from "../auth/api/run-mutation.ts";
import { conflictRowsOf, rememberPosition, type ConflictRow } from "./requests.api.ts";

class ShownAsConflict extends Error {}

/**
 * The mutation flow (toast the server's success message; 400 field errors and 409s shown in place),
 * with a 'Conflicting dates' refusal handed to `onConflict` for its dialog instead of a toast.
 */
export const runRequestMutation = async <T extends { message?: string; position?: string }>(
  call: () => Promise<T>,
  successFallback: string,
  onConflict: (rows: readonly ConflictRow[]) => void,
): Promise<MutationOutcome<T>> => {
  const outcome = await runMutation(async () => {
    try {
      return await call();
    } catch (error) {
      const rows = conflictRowsOf(error);
      if (rows === null) throw error;
      onConflict(rows);
      // Not an HTTP failure any more: runMutation adds no toast of its own.
      throw new ShownAsConflict();
    }
  }, successFallback, formFailures.fieldsAndConflicts);
  if (outcome.ok) rememberPosition(outcome.data);
  return outcome;
};
