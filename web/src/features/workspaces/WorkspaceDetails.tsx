import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/index.ts";
import { nameOf, peopleQueryOptions } from "../settings/kit/people.queries.ts";
import { pageStyles } from "../settings/kit/page-styles.ts";
import { workTypesQueryOptions } from "../work-types/work-types.queries.ts";
import { workspaceEventLabels as eventLabels } from "./workspace-texts.ts";
import { workspaceHistoryQueryOptions, type Division, type HistoryLine } from "./workspaces.queries.ts";

export type DetailsView = "overview" | "history";

export interface WorkspaceDetailsProps {
  readonly companyId: string;
  readonly division: Division;
  readonly view: DetailsView;
  readonly onView: (view: DetailsView) => void;
  readonly onClose: () => void;
}


const when = (iso: string): string => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const History = ({ companyId, division }: { companyId: string; division: Division }) => {
  const { t } = useTranslation();
  const history = useQuery(workspaceHistoryQueryOptions(companyId, division.id));
  const people = useQuery(peopleQueryOptions(companyId));
  const detail = (line: HistoryLine): string => {
    const d = line.data;
    if (typeof d["name"] === "string") return d["name"];
    if (typeof d["radius_meters"] === "number") return `${String((d["location"] as { lat?: number })?.lat ?? "")}, ${String((d["location"] as { lng?: number })?.lng ?? "")} · ${d["radius_meters"]} m`;
    if (Array.isArray(d["person_ids"])) return (d["person_ids"] as string[]).map((id) => nameOf(people.data, id)).join(", ");
    return "";
  };
  if (history.isPending) return <p className={pageStyles.muted}>{t("Loading")}</p>;
  return (
    <ol className={pageStyles.list} aria-label={t("History")}>
      {(history.data ?? []).map((line) => (
        <li key={line.id}>
          <strong>{when(line.occurred_at)}</strong> · {t(eventLabels[line.type] ?? line.type)} {detail(line) && `· ${detail(line)}`} · {nameOf(people.data, line.actor_id)}
        </li>
      ))}
    </ol>
  );
};

/** A workspace's overview (its settings and people) and its history. */
export const WorkspaceDetails = ({ companyId, division, view, onView, onClose }: WorkspaceDetailsProps) => {
  const { t } = useTranslation();
  const people = useQuery(peopleQueryOptions(companyId));
  const workTypes = useQuery(workTypesQueryOptions(companyId));
  const defaultType = workTypes.data?.find((w) => w.id === division.default_work_type_id)?.name ?? t("None");
  return (
    <section className={pageStyles.card} aria-label={division.name} data-testid="workspace-details">
      <div className={pageStyles.header}>
        <h2 className={pageStyles.subtitle}>{division.name}</h2>
        <div className={pageStyles.actions}>
          <Button variant={view === "overview" ? "primary" : "secondary"} size="sm" onClick={() => onView("overview")}>
            {t("Overview")}
          </Button>
          <Button variant={view === "history" ? "primary" : "secondary"} size="sm" onClick={() => onView("history")}>
            {t("History")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label={t("Close")}>
            ✕
          </Button>
        </div>
      </div>
      {view === "overview" ? (
        <dl className={pageStyles.list}>
          <dt className={pageStyles.muted}>{t("Location")}</dt>
          <dd>
            {division.location.lat}, {division.location.lng}{" "}
            <a href={`https://www.openstreetmap.org/?mlat=${division.location.lat}&mlon=${division.location.lng}#map=16/${division.location.lat}/${division.location.lng}`} target="_blank" rel="noreferrer">
              {t("Show on map")}
            </a>
          </dd>
          <dt className={pageStyles.muted}>{t("Radius (meters)")}</dt>
          <dd>{division.radius_meters}</dd>
          <dt className={pageStyles.muted}>{t("Default work type")}</dt>
          <dd>{defaultType}</dd>
          <dt className={pageStyles.muted}>{t("People")}</dt>
          <dd>{division.person_ids.length === 0 ? t("None") : division.person_ids.map((id) => nameOf(people.data, id)).join(", ")}</dd>
        </dl>
      ) : (
        <History companyId={companyId} division={division} />
      )}
    </section>
  );
};
