import { useQuery } from "@tanstack/react-query";
import { mayPlacePeople } from "@workledger/domain/identity/placement.ts";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { Button } from "../../ui/button/Button.tsx";
import { editorOf } from "./profile/RightsTab.tsx";
import { unplacedPeopleQueryOptions } from "./people.api.ts";

const box = css({ display: "flex", flexDirection: "column", gap: "2", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "4", bg: "bg.surface" });
const list = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", padding: "0", margin: "0" });

/**
 * People in no workspace (scoping fails closed: only managers of every workspace see them), shown
 * to the main user, who places them (the domain's mayPlacePeople). Each name opens the person's
 * Rights tab, where their workspaces are chosen; placed, they leave the list. Nothing shows when
 * everyone is in a workspace.
 */
export const UnplacedPeopleNotice = ({ companyId, place }: { companyId: string; place: (userId: string) => void }) => {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = session !== null && companyId !== "" && mayPlacePeople(editorOf(session, companyId));
  const unplaced = useQuery({ ...unplacedPeopleQueryOptions(companyId), enabled: allowed }).data;
  if (!allowed || unplaced === undefined || unplaced.meta.total === 0) return null;
  return (
    <section className={box} role="status" aria-labelledby="unplaced-people-title" data-testid="unplaced-people">
      <h2 id="unplaced-people-title" className={css({ textStyle: "md", fontWeight: "semibold" })}>
        {t("People in no workspace")}
      </h2>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t("Only managers of every workspace see these people. Open their rights and choose the workspaces they work in.")}</p>
      <ul className={list}>
        {unplaced.data.map((person) => (
          <li key={person.id}>
            <Button variant="link" size="sm" onClick={() => place(person.id)} aria-label={t("Choose workspaces for {{name}}", { name: person.full_name || person.email })}>
              {person.full_name.trim() || person.email}
            </Button>
          </li>
        ))}
      </ul>
      {unplaced.meta.total > unplaced.data.length && (
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t("{{shown}} of {{total}} shown", { shown: unplaced.data.length, total: unplaced.meta.total })}</p>
      )}
    </section>
  );
};
