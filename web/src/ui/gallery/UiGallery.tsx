import { css } from "styled-system/css";
import { UiHost } from "../host/UiHost.tsx";
import { FeedbackSection } from "./FeedbackSection.tsx";
import { FormsSection } from "./FormsSection.tsx";
import { OverlaySection } from "./OverlaySection.tsx";
import { TableSection } from "./TableSection.tsx";

export interface UiGalleryProps {
  /** Render the toast/dialog host too; leave false when the app root already mounts <UiHost />. */
  standalone?: boolean;
  /** Reference time for the date input's year range (tests pin it). */
  now?: Date;
}

/** Dev-only page showing every part of the kit (mount at e.g. /dev/ui). */
export const UiGallery = ({ standalone = false, now }: UiGalleryProps) => (
  <main className={css({ display: "flex", flexDirection: "column", gap: "6", p: { base: "4", md: "8" }, maxW: "pageMax", mx: "auto" })}>
    <h1 className={css({ textStyle: "2xl", fontWeight: "bold" })}>Workledger UI kit</h1>
    <FormsSection now={now} />
    <FeedbackSection />
    <OverlaySection />
    <TableSection />
    {standalone && <UiHost />}
  </main>
);
