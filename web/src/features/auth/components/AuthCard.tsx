import type { ReactNode } from "react";
import { css } from "styled-system/css";

export const authStyles = {
  card: css({
    maxW: "28rem",
    mx: "auto",
    mt: { base: "4", md: "12" },
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.subtle",
    borderRadius: "lg",
    boxShadow: "sm",
    p: { base: "5", md: "8" },
    display: "flex",
    flexDirection: "column",
    gap: "4",
  }),
  title: css({ textStyle: "2xl", fontWeight: "semibold", color: "fg.default" }),
  lead: css({ color: "fg.muted", fontSize: "sm" }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  links: css({ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: "2", fontSize: "sm" }),
  link: css({ color: "accent.emphasized", textDecoration: "underline", cursor: "pointer" }),
  error: css({ bg: "danger.subtle", color: "danger.emphasized", borderWidth: "1px", borderColor: "danger.muted", borderRadius: "md", px: "3", py: "2", fontSize: "sm", whiteSpace: "pre-line" }),
  success: css({ bg: "success.subtle", color: "success.default", borderWidth: "1px", borderColor: "success.default", borderRadius: "md", px: "3", py: "2", fontSize: "sm" }),
  checkbox: css({ display: "flex", alignItems: "flex-start", gap: "2", fontSize: "sm" }),
  fieldError: css({ color: "danger.default", fontSize: "sm" }),
};

/** The frame of every public auth page: a centred card with its h1. */
export const AuthCard = ({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) => (
  <section className={authStyles.card}>
    <h1 className={authStyles.title}>{title}</h1>
    {lead !== undefined && <p className={authStyles.lead}>{lead}</p>}
    {children}
  </section>
);

/** A message from the API (already translated), announced to screen readers. */
export const FormMessage = ({ tone, children }: { tone: "error" | "success"; children: ReactNode }) => (
  <div role={tone === "error" ? "alert" : "status"} className={tone === "error" ? authStyles.error : authStyles.success} data-testid={`form-${tone}`}>
    {children}
  </div>
);
