/** Table page rules (spec section 9): page sizes and the page-jump input limited to 1..page count. */
export const PAGE_SIZES = [10, 50, 100, 250] as const;
export const SKELETON_ROWS = 10;
/** Above this many rendered rows the body is virtualised (so a 250-row page is). */
export const VIRTUALISE_ABOVE = 100;

/** Parses the page-jump input (1-based) into a clamped 0-based page index, or null when not a number. */
export const pageJumpIndex = (text: string, pageCount: number): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const page = Number(text);
  const last = Math.max(1, pageCount);
  return Math.min(Math.max(page, 1), last) - 1;
};

const pendingStatuses = new Set(["waiting activation", "waiting_activation", "pending"]);

/** A row waiting for someone (an invitation not yet accepted): shown calm, not as an error. */
export const isPendingRow = (status: unknown): boolean => status !== undefined && status !== null && pendingStatuses.has(String(status).toLowerCase());

/** Rows whose status is present and neither 'Active' nor pending get the danger style. */
export const isDangerRow = (status: unknown): boolean =>
  status !== undefined && status !== null && String(status).toLowerCase() !== "active" && !isPendingRow(status);
