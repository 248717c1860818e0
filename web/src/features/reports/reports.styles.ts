import { css } from "styled-system/css";

/** Layout of /raport and /report-pdf-viewer. */
export const reportStyles = {
  page: css({ display: "flex", flexDirection: "column", gap: "5" }),
  header: css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" }),
  title: css({ textStyle: "2xl", fontWeight: "semibold", color: "fg.default" }),
  subtitle: css({ textStyle: "lg", fontWeight: "semibold", color: "fg.default" }),
  muted: css({ color: "fg.muted", textStyle: "sm" }),
  filters: css({ display: "grid", gap: "3", alignItems: "end", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" }),
  field: css({ display: "flex", flexDirection: "column", gap: "1", textStyle: "sm", color: "fg.default", "& input": { borderWidth: "1px", borderColor: "border.default", borderRadius: "md", paddingX: "2", paddingY: "1.5", bg: "bg.surface" } }),
  actions: css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" }),
  warning: css({ color: "fg.default", textStyle: "sm", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", padding: "2", bg: "warning.subtle" }),
  table: css({
    width: "100%",
    borderCollapse: "collapse",
    textStyle: "sm",
    fontVariantNumeric: "tabular-nums",
    "& th, & td": { borderBottomWidth: "1px", borderColor: "border.default", paddingX: "2", paddingY: "1.5", textAlign: "left" },
    "& th": { color: "fg.muted", fontWeight: "medium" },
    "& tfoot td": { fontWeight: "semibold" },
  }),
  overtime: css({ color: "warning.fg", fontWeight: "semibold" }),
  columns: css({ display: "flex", gap: "3", flexWrap: "wrap", textStyle: "sm", "& label": { display: "inline-flex", gap: "1", alignItems: "center" } }),
  charts: css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } }),
  chart: css({ display: "flex", alignItems: "flex-end", gap: "1", height: "8rem", borderBottomWidth: "1px", borderColor: "border.default" }),
  bar: css({ flex: "1", minWidth: "2px", bg: "accent.default", borderTopRadius: "sm" }),
  overtimeBar: css({ flex: "1", minWidth: "2px", bg: "warning.default", borderTopRadius: "sm" }),
  linkButton: css({ color: "accent.text", textDecoration: "underline", cursor: "pointer", bg: "transparent" }),
  sheet: css({ maxWidth: "60rem", marginX: "auto", padding: "6", display: "flex", flexDirection: "column", gap: "4", bg: "bg.surface" }),
};
