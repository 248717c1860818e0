import { css } from "styled-system/css";

/** Shared layout of the organisation pages: a header row, a stack of sections, drawer forms. */
export const pageStyles = {
  page: css({ display: "flex", flexDirection: "column", gap: "4" }),
  header: css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" }),
  title: css({ textStyle: "2xl", fontWeight: "semibold", color: "fg.default" }),
  subtitle: css({ textStyle: "lg", fontWeight: "semibold", color: "fg.default" }),
  muted: css({ color: "fg.muted", textStyle: "sm" }),
  actions: css({ display: "flex", gap: "2", flexWrap: "wrap" }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  /** A group of related fields with a visible legend (keyboard and screen-reader friendly). */
  fieldset: css({ display: "flex", flexDirection: "column", gap: "3", borderWidth: "0", padding: "0", margin: "0", minWidth: "0" }),
  legend: css({ textStyle: "md", fontWeight: "semibold", color: "fg.default", marginBottom: "2", padding: "0" }),
  /** Two fields side by side; stacked on a phone, so a long label or value never squeezes its neighbour. */
  pair: css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "3" }),
  card: css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "4", bg: "bg.surface", display: "flex", flexDirection: "column", gap: "3" }),
  /** A card holding one settings form: not wider than a form reads well. */
  formCard: css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "4", bg: "bg.surface", display: "flex", flexDirection: "column", gap: "3", maxW: "4xl" }),
  list: css({ display: "flex", flexDirection: "column", gap: "1", textStyle: "sm" }),
  notice: css({ color: "fg.muted", textStyle: "sm", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "3" }),
  error: css({ color: "danger.default", textStyle: "sm" }),
  tabs: css({ display: "flex", gap: "1", flexWrap: "wrap", borderBottomWidth: "1px", borderColor: "border.default" }),
  tab: css({
    paddingX: "3",
    paddingY: "2",
    textStyle: "sm",
    color: "fg.muted",
    borderBottomWidth: "2px",
    borderColor: "transparent",
    "&[aria-current=page]": { color: "fg.default", borderColor: "accent.default", fontWeight: "semibold" },
  }),
};
