import { css } from "styled-system/css";
import type { RequestDto } from "./requests.api.ts";

/** What both request drawers (Edit Request for a paid absence, Edit Bonus) are opened with. */
export interface RequestDrawerProps {
  readonly companyId: string;
  readonly zone: string;
  /** The request to edit or decide; null for a new one. */
  readonly request: RequestDto | null;
  readonly role: "requester" | "decider";
  readonly onClose: () => void;
}

export const requestDrawerStyles = {
  body: css({ display: "flex", flexDirection: "column", gap: "4" }),
  actions: css({ display: "flex", gap: "2", justifyContent: "flex-end" }),
};
