import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { peopleListQueryOptions } from "../people/people.api.ts";
import { workspacesQueryOptions } from "../workspaces/workspaces.queries.ts";
import { BroadcastsManager } from "./BroadcastsManager.tsx";

/** /notifications for managers (manager rights): broadcasts to people and workspaces of their company. */
export const BroadcastsPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const companyId = session?.company?.id === undefined ? "" : String(session.company.id);
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  const people = useQuery({ ...peopleListQueryOptions(companyId, { status: "active", search: "", page: 1, perPage: 250, sort: null }), enabled: companyId !== "" });
  const audience =
    workspaces.data === undefined || people.data === undefined
      ? undefined
      : {
          workspaces: workspaces.data.map((w) => ({ id: w.id, name: w.name })),
          people: people.data.data.map((p) => ({ id: String(p.id), name: `${p.first_name ?? ""} ${p.last_name ?? ""}`.trim() || p.email })),
        };
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "4xl" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Broadcast notifications")}</h1>
      <BroadcastsManager companyId={companyId} audience={audience} />
    </section>
  );
};
