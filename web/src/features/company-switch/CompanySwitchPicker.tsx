import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import type { Session } from "../../app/session/session.ts";
import { displayName } from "../../app/session/current-user.ts";
import { Avatar } from "../../ui/avatar/Avatar.tsx";
import { Input } from "../../ui/input/Input.tsx";
import { Spinner } from "../../ui/spinner/SpinnerPage.tsx";
import { switchableCompaniesQueryOptions } from "./company-switch.api.ts";
import { runCompanySwitch, type SwitchParty } from "./company-switch.store.ts";
import { switchTargets, type SwitchTarget } from "./company-switch-rules.ts";

const rowStyle = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  w: "full",
  px: "3",
  py: "2",
  borderRadius: "sm",
  bg: "transparent",
  border: "none",
  cursor: "pointer",
  textAlign: "start",
  fontSize: "sm",
  color: "fg.default",
  _hover: { bg: "accent.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing" },
});

/** The dialog body: who to become, the admin persona or a company, with a name search. */
export const CompanySwitchPicker = ({ session, close }: { session: Session; close: () => void }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const companies = useQuery(switchableCompaniesQueryOptions(session.user.id));
  const userName = displayName(session.user) || session.user.email || "-";
  const adminParty: SwitchParty = { name: userName, label: `${userName} (${t("Admin")})`, picture: session.user.photo ?? null };
  const from: SwitchParty =
    session.persona === "admin" || session.company === null ? adminParty : { name: session.company.name, picture: session.company.logo ?? null };
  const partyOf = (target: SwitchTarget): SwitchParty =>
    target.kind === "admin" ? adminParty : { name: target.company.name, picture: target.company.logo ?? null };
  const pick = (target: SwitchTarget) => {
    close();
    void runCompanySwitch({ user: session.user, from, to: partyOf(target), target });
  };
  const targets = switchTargets({ user: session.user, persona: session.persona, currentCompanyId: session.company?.id ?? null }, companies.data ?? [], search);
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="company-switch-picker">
      <Input label={t("Search")} value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      {companies.isPending ? (
        <Spinner />
      ) : companies.isError ? (
        <p role="alert">{t("Something went wrong")}</p>
      ) : targets.length === 0 ? (
        <p>{t("No Records Found")}</p>
      ) : (
        <ul className={css({ listStyle: "none", m: "0", p: "0", maxH: "96", overflowY: "auto" })} aria-label={t("Switch company")}>
          {targets.map((target) => {
            const party = partyOf(target);
            return (
              <li key={target.kind === "admin" ? "admin" : String(target.company.id)}>
                <button type="button" className={rowStyle} onClick={() => pick(target)} data-target={target.kind === "admin" ? "admin" : String(target.company.id)}>
                  <Avatar name={party.name} src={party.picture ?? null} size="sm" />
                  <span className={css({ truncate: true })}>{party.label ?? party.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
