import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { useSession } from "../../app/session/use-session.ts";
import { Button } from "../../ui/button/Button.tsx";
import { Input } from "../../ui/input/Input.tsx";
import { runMutation } from "../auth/api/run-mutation.ts";
import { peopleListQueryOptions } from "../people/people.api.ts";
import { workspacesQueryOptions } from "../workspaces/workspaces.queries.ts";
import { broadcastsApi, broadcastsQueryOptions, notificationKeys, type Broadcast, type BroadcastForm } from "./notifications.api.ts";

const emptyForm = (): BroadcastForm => ({ title: "", text: "", push: true, email: false, user_ids: [], workspace_ids: [] });
const statusLabels: Readonly<Record<Broadcast["status"], string>> = { draft: "Draft", ready_for_posting: "Ready for posting", posted: "Posted" };
const field = css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" });
const checkList = css({ display: "flex", flexWrap: "wrap", gap: "3", fontSize: "sm" });

const toggle = (list: string[], id: string, on: boolean): string[] => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

/**
 * /notifications for managers (manager rights): broadcast notifications to people and workspaces
 * of the company: draft, ready for posting, posted, reposted; push and email channels.
 */
export const BroadcastsPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const companyId = session?.company?.id === undefined ? "" : String(session.company.id);
  const [waitFor, setWaitFor] = useState<string | undefined>(undefined);
  const [form, setForm] = useState<BroadcastForm>(emptyForm);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const list = useQuery({ ...broadcastsQueryOptions(companyId, waitFor), enabled: companyId !== "" });
  const workspaces = useQuery(workspacesQueryOptions(companyId));
  const people = useQuery({ ...peopleListQueryOptions(companyId, { status: "active", search: "", page: 1, perPage: 250, sort: null }), enabled: companyId !== "" });

  const after = (position?: string) => {
    setWaitFor(position);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.broadcasts(companyId) });
  };
  const run = async (call: () => Promise<{ message?: string; position?: string }>, fallback: string) => {
    setBusy(true);
    const outcome = await runMutation(call, fallback);
    setBusy(false);
    if (outcome.ok) after(outcome.data.position);
    return outcome;
  };
  const create = async (post: boolean) => {
    setErrors({});
    setBusy(true);
    const outcome = await runMutation(() => broadcastsApi.create(companyId, form, false), "Notification successfully created");
    setBusy(false);
    if (!outcome.ok) return setErrors(Object.fromEntries(Object.entries(outcome.failure.fieldErrors)));
    if (post) await run(() => broadcastsApi.post(companyId, outcome.data.data.id), "Notification posted successfully");
    else after(outcome.data.position);
    setForm(emptyForm());
  };

  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "4xl" })}>
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Broadcast notifications")}</h1>
      <form
        data-testid="broadcast-form"
        className={css({ display: "flex", flexDirection: "column", gap: "3", p: "4", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md" })}
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 className={css({ fontWeight: "semibold" })}>{t("New notification")}</h2>
        <label className={field}>
          {t("Title")}
          <Input name="title" value={form.title} maxLength={120} onChange={(e) => setForm({ ...form, title: e.target.value })} />
          {errors["title"] && <span role="alert" className={css({ color: "fg.error" })}>{t(errors["title"])}</span>}
        </label>
        <label className={field}>
          {t("Text")}
          <textarea
            name="text"
            value={form.text}
            maxLength={2000}
            rows={3}
            onChange={(e) => setForm({ ...form, text: e.target.value })}
            className={css({ borderWidth: "1px", borderColor: "border.default", borderRadius: "sm", p: "2" })}
          />
          {errors["text"] && <span role="alert" className={css({ color: "fg.error" })}>{t(errors["text"])}</span>}
        </label>
        <div className={checkList}>
          <label>
            <input type="checkbox" name="push" checked={form.push} onChange={(e) => setForm({ ...form, push: e.target.checked })} /> {t("Push")}
          </label>
          <label>
            <input type="checkbox" name="email" checked={form.email} onChange={(e) => setForm({ ...form, email: e.target.checked })} /> {t("Email")}
          </label>
          {errors["channels"] && <span role="alert" className={css({ color: "fg.error" })}>{t(errors["channels"])}</span>}
        </div>
        <fieldset className={field}>
          <legend>{t("Workspaces")}</legend>
          <div className={checkList} data-testid="broadcast-workspaces">
            {(workspaces.data ?? []).map((w) => (
              <label key={w.id}>
                <input type="checkbox" checked={form.workspace_ids.includes(w.id)} onChange={(e) => setForm({ ...form, workspace_ids: toggle(form.workspace_ids, w.id, e.target.checked) })} /> {w.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={field}>
          <legend>{t("People")}</legend>
          <div className={checkList} data-testid="broadcast-people">
            {(people.data?.data ?? []).map((p) => (
              <label key={p.id}>
                <input type="checkbox" checked={form.user_ids.includes(String(p.id))} onChange={(e) => setForm({ ...form, user_ids: toggle(form.user_ids, String(p.id), e.target.checked) })} />{" "}
                {`${p.first_name ?? ""} ${p.last_name ?? ""}`.trim() || p.email}
              </label>
            ))}
          </div>
          {errors["recipients"] && <span role="alert" className={css({ color: "fg.error" })}>{t(errors["recipients"])}</span>}
        </fieldset>
        <div className={css({ display: "flex", gap: "2" })}>
          <Button variant="secondary" disabled={busy} onClick={() => void create(false)}>
            {t("Save draft")}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void create(true)}>
            {t("Post")}
          </Button>
        </div>
      </form>
      <ul data-testid="broadcast-list" className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        {(list.data ?? []).map((b) => (
          <li key={b.id} data-testid="broadcast-row" data-status={b.status} className={css({ display: "flex", gap: "3", alignItems: "center", p: "3", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md" })}>
            <div className={css({ flex: "1" })}>
              <strong>{b.title}</strong> <span className={css({ color: "fg.muted", fontSize: "sm" })}>{t(statusLabels[b.status])}</span>
              <p className={css({ fontSize: "sm" })}>{b.text}</p>
              {b.post_count > 0 && <span className={css({ fontSize: "xs", color: "fg.muted" })}>{t("Sent {{count}} times", { count: b.post_count })}</span>}
            </div>
            {b.status === "draft" && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => broadcastsApi.ready(companyId, b.id), "Notification is ready for posting")}>
                {t("Mark ready")}
              </Button>
            )}
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(() => broadcastsApi.post(companyId, b.id), "Notification posted successfully")}>
              {b.status === "posted" ? t("Repost") : t("Post")}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => broadcastsApi.remove(companyId, b.id), "Notification successfully deleted")}>
              {t("Delete")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
};
