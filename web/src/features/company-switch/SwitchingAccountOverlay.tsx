import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Avatar } from "../../ui/avatar/Avatar.tsx";
import { Spinner } from "../../ui/spinner/SpinnerPage.tsx";
import type { SwitchInProgress, SwitchParty } from "./company-switch.store.ts";

const Party = ({ party, testId }: { party: SwitchParty; testId: string }) => (
  <figure className={css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2", m: "0", maxW: "40" })} data-testid={testId}>
    <Avatar name={party.name} src={party.picture ?? null} size="lg" />
    <figcaption className={css({ fontSize: "sm", textAlign: "center", truncate: true, maxW: "40" })}>{party.label ?? party.name}</figcaption>
  </figure>
);

/** Spec section 2, global UI: the full-screen 'Switching Account' overlay with both avatars. */
export const SwitchingAccountOverlay = ({ switching }: { switching: SwitchInProgress }) => {
  const { t } = useTranslation();
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-labelledby="switching-account-title"
      data-testid="switching-account"
      className={css({ position: "fixed", inset: "0", zIndex: "toast", bg: "bg.canvas", display: "grid", placeItems: "center", p: "6" })}
    >
      <div className={css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "6" })}>
        <h2 id="switching-account-title" className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
          {t("Switching Account")}
        </h2>
        <div className={css({ display: "flex", alignItems: "center", gap: "6" })}>
          <Party party={switching.from} testId="switching-from" />
          <span aria-hidden className={css({ fontSize: "2xl", color: "fg.muted" })}>
            →
          </span>
          <Party party={switching.to} testId="switching-to" />
        </div>
        <Spinner label={t("Switching Account")} />
      </div>
    </div>
  );
};
