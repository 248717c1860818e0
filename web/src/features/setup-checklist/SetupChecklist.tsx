import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { setupChecklistQueryOptions, setupSteps } from "./setup-checklist.ts";

const styles = {
  card: css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "5", bg: "bg.surface", display: "flex", flexDirection: "column", gap: "3" }),
  title: css({ textStyle: "lg", fontWeight: "semibold", color: "fg.default" }),
  muted: css({ color: "fg.muted", textStyle: "sm" }),
  list: css({ listStyle: "none", p: "0", m: "0", display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", md: "1fr 1fr", xl: "1fr 1fr 1fr" } }),
  step: css({
    display: "flex",
    gap: "3",
    alignItems: "flex-start",
    padding: "3",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "border.subtle",
    color: "fg.default",
    textDecoration: "none",
    height: "100%",
    _hover: { bg: "bg.muted" },
    _focusVisible: { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "2px" },
  }),
  mark: css({
    flex: "none",
    width: "6",
    height: "6",
    borderRadius: "full",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "sm",
    fontWeight: "bold",
    borderWidth: "2px",
    borderColor: "border.default",
    color: "fg.muted",
    "[data-done] &": { bg: "success.default", borderColor: "success.default", color: "white" },
  }),
  stepTitle: css({ fontWeight: "medium", "[data-done] &": { textDecoration: "line-through", color: "fg.muted" } }),
};

/**
 * The owner's setup checklist on the dashboard: each step links to its page and ticks itself off
 * from the company's data; it goes away once every step is done.
 */
export const SetupChecklist = ({ companyId, emailVerified }: { companyId: string; emailVerified: boolean }) => {
  const { t } = useTranslation();
  const router = useRouter();
  const progress = useQuery(setupChecklistQueryOptions(companyId));
  if (progress.data === undefined) return null;
  const steps = setupSteps(progress.data, emailVerified);
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  return (
    <section className={styles.card} aria-labelledby="setup-checklist-title" data-testid="setup-checklist">
      <h2 id="setup-checklist-title" className={styles.title}>
        {t("Set up your company")}
      </h2>
      <p className={styles.muted} data-testid="setup-checklist-progress">
        {t("{{done}} of {{total}} steps done", { done, total: steps.length })}
      </p>
      <ol className={styles.list}>
        {steps.map((step) => (
          <li key={step.id} data-done={step.done ? "" : undefined} data-testid={`setup-step-${step.id}`}>
            <a
              href={step.to}
              className={styles.step}
              onClick={(event) => {
                event.preventDefault();
                void router.navigate({ href: step.to });
              }}
            >
              <span className={styles.mark} aria-hidden>
                {step.done ? "✓" : ""}
              </span>
              <span>
                <span className={styles.stepTitle}>{t(step.title)}</span>
                <span className={css({ srOnly: true })}>{step.done ? ` (${t("done")})` : ` (${t("to do")})`}</span>
                <span className={css({ display: "block" })}>
                  <span className={styles.muted}>{t(step.hint)}</span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
};
