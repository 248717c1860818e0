import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatNotificationDateTime } from "@workledger/event-schemas/notifications/notification-texts.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { broadcastMessages } from "@workledger/domain/notifications/broadcast.decider.ts";
import type { BroadcastReach } from "@workledger/event-schemas/notifications/broadcast.events.ts";
import { Button, EmptyState, Input, Spinner, dialogToast, toast } from "../../ui/index.ts";
import { toApiFailure } from "../auth/api/api-failure.ts";
import { runMutation } from "../auth/api/run-mutation.ts";
import { broadcastsApi, broadcastsQueryOptions, notificationKeys, type Broadcast, type BroadcastForm } from "./notifications.api.ts";

/** Whom the form may address: the workspaces and people of one company. */
export interface BroadcastAudienceChoices {
  readonly workspaces: readonly { readonly id: string; readonly name: string }[];
  readonly people: readonly { readonly id: string; readonly name: string }[];
}

const emptyForm = (): BroadcastForm => ({ title: "", text: "", push: true, email: false, user_ids: [], workspace_ids: [] });
const formOf = (b: Broadcast): BroadcastForm => ({ title: b.title, text: b.text, push: b.push, email: b.email, user_ids: [...b.user_ids], workspace_ids: [...b.workspace_ids] });
export const broadcastStatusLabels: Readonly<Record<Broadcast["status"], string>> = { draft: "Draft", ready_for_posting: "Ready for posting", posted: "Posted" };
const field = css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" });
const checkList = css({ display: "flex", flexWrap: "wrap", gap: "3", fontSize: "sm" });
const box = css({ display: "flex", flexDirection: "column", gap: "3", p: "4", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md" });
const errorText = css({ color: "fg.error" });

const repostLimitMessage = broadcastMessages.repostLimit;
const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const toggle = (list: string[], id: string, on: boolean): string[] => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

/**
 * Broadcast notifications (spec sections 3 and 4), one component for both authors: a manager's
 * company broadcasts (/notifications, `companyId` set) and an admin's system broadcasts
 * (/admin/notifications, `companyId` null). The list shows draft / ready for posting / posted; a
 * broadcast is drafted or edited in the form, marked ready, posted and reposted, or deleted after a
 * confirmation (a deleted one is gone from the list and the API refuses to post it).
 * `audience` lists whom the form offers; `audienceControls` is shown above it (the admin's company picker).
 */
export const BroadcastsManager = ({ companyId, audience, audienceControls }: { companyId: string | null; audience: BroadcastAudienceChoices | undefined; audienceControls?: React.ReactNode }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [waitFor, setWaitFor] = useState<string | undefined>(undefined);
  const [form, setForm] = useState<BroadcastForm>(emptyForm);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const list = useQuery({ ...broadcastsQueryOptions(companyId, waitFor), enabled: companyId !== "" });

  const after = (position?: string) => {
    setWaitFor(position);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.broadcasts(companyId ?? "admin") });
  };
  const run = async (call: () => Promise<{ message?: string; position?: string }>, fallback: string) => {
    setBusy(true);
    const outcome = await runMutation(call, fallback);
    setBusy(false);
    if (outcome.ok) after(outcome.data.position);
    return outcome;
  };
  /**
   * Posting notifies (and may mail) everyone it reaches, so the page says how many people first;
   * a broadcast reposted as often as a day allows is refused here with the API's own reason.
   */
  const confirmPost = async (id: string): Promise<boolean> => {
    let reach: BroadcastReach;
    try {
      reach = await broadcastsApi.reach(companyId, id);
    } catch (error) {
      toast.error(toApiFailure(error).message);
      return false;
    }
    if (reach.posted && reach.reposts_left === 0) {
      await dialogToast.error({ title: t("Repost"), message: t(repostLimitMessage), subText: null });
      return false;
    }
    return dialogToast.confirm({
      title: reach.posted ? t("Repost") : t("Post"),
      message: t("This will notify {{count}} people", { count: reach.recipient_count }),
      confirmLabel: reach.posted ? t("Repost") : t("Post"),
    });
  };
  const post = async (id: string) => {
    if (await confirmPost(id)) await run(() => broadcastsApi.post(companyId, id), "Notification posted successfully");
  };
  const reset = () => {
    setForm(emptyForm());
    setEditing(null);
    setErrors({});
  };
  const save = async (postNow: boolean) => {
    setErrors({});
    setBusy(true);
    const outcome =
      editing === null
        ? await runMutation(() => broadcastsApi.create(companyId, form, false), "Notification successfully created")
        : await runMutation(() => broadcastsApi.update(companyId, editing, form), "Notification successfully updated");
    setBusy(false);
    if (!outcome.ok) return setErrors(Object.fromEntries(Object.entries(outcome.failure.fieldErrors)));
    const id = editing ?? (outcome.data as { data: { id: string } }).data.id;
    after(outcome.data.position);
    if (postNow) await post(id);
    reset();
  };
  const remove = async (b: Broadcast) => {
    const confirmed = await dialogToast.confirm({ title: t("Confirm action"), message: t("Are you sure you want to delete this notification?") });
    if (!confirmed) return;
    const outcome = await run(() => broadcastsApi.remove(companyId, b.id), "Notification successfully deleted");
    if (outcome.ok && editing === b.id) reset();
  };
  const edit = (b: Broadcast) => {
    setEditing(b.id);
    setErrors({});
    setForm(formOf(b));
  };
  const people = audience?.people ?? [];
  const workspaces = audience?.workspaces ?? [];

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
      <form data-testid="broadcast-form" aria-labelledby="broadcast-form-title" className={box} onSubmit={(e) => e.preventDefault()}>
        <h2 id="broadcast-form-title" className={css({ fontWeight: "semibold" })}>
          {editing === null ? t("New notification") : t("Edit notification")}
        </h2>
        <label className={field}>
          {t("Title")}
          <Input name="title" value={form.title} maxLength={120} onChange={(e) => setForm({ ...form, title: e.target.value })} />
          {errors["title"] && <span role="alert" className={errorText}>{t(errors["title"])}</span>}
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
          {errors["text"] && <span role="alert" className={errorText}>{t(errors["text"])}</span>}
        </label>
        <fieldset className={field}>
          <legend>{t("Channels")}</legend>
          <div className={checkList}>
            <label>
              <input type="checkbox" name="push" checked={form.push} onChange={(e) => setForm({ ...form, push: e.target.checked })} /> {t("Push")}
            </label>
            <label>
              <input type="checkbox" name="email" checked={form.email} onChange={(e) => setForm({ ...form, email: e.target.checked })} /> {t("Email")}
            </label>
          </div>
          {errors["channels"] && <span role="alert" className={errorText}>{t(errors["channels"])}</span>}
        </fieldset>
        {audienceControls}
        {audience === undefined ? (
          audienceControls === undefined && <Spinner />
        ) : (
          <>
            <fieldset className={field}>
              <legend>{t("Workspaces")}</legend>
              <div className={checkList} data-testid="broadcast-workspaces">
                {workspaces.length === 0 && <span className={css({ color: "fg.muted" })}>{t("No Records Found")}</span>}
                {workspaces.map((w) => (
                  <label key={w.id}>
                    <input type="checkbox" checked={form.workspace_ids.includes(w.id)} onChange={(e) => setForm({ ...form, workspace_ids: toggle(form.workspace_ids, w.id, e.target.checked) })} /> {w.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className={field}>
              <legend>{t("People")}</legend>
              <div className={checkList} data-testid="broadcast-people">
                {people.length === 0 && <span className={css({ color: "fg.muted" })}>{t("No Records Found")}</span>}
                {people.map((p) => (
                  <label key={p.id}>
                    <input type="checkbox" checked={form.user_ids.includes(p.id)} onChange={(e) => setForm({ ...form, user_ids: toggle(form.user_ids, p.id, e.target.checked) })} /> {p.name}
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
        {errors["recipients"] && <span role="alert" className={errorText}>{t(errors["recipients"])}</span>}
        <div className={css({ display: "flex", gap: "2" })}>
          {editing !== null && (
            <Button variant="ghost" disabled={busy} onClick={reset}>
              {t("Cancel")}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => void save(false)}>
            {editing === null ? t("Save draft") : t("Save")}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void save(true)}>
            {t("Post")}
          </Button>
        </div>
      </form>
      {list.isPending && companyId !== "" && <Spinner />}
      {list.isSuccess && list.data.length === 0 && <EmptyState title={t("No notifications yet")} />}
      <ul data-testid="broadcast-list" aria-label={t("Broadcast notifications")} className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        {(list.data ?? []).map((b) => (
          <li
            key={b.id}
            data-testid="broadcast-row"
            data-status={b.status}
            className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", p: "3", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md" })}
          >
            <div className={css({ flex: "1", minW: "48" })}>
              <strong>{b.title}</strong> <span className={css({ color: "fg.muted", fontSize: "sm" })}>{t(broadcastStatusLabels[b.status])}</span>
              <p className={css({ fontSize: "sm" })}>{b.text}</p>
              <span className={css({ fontSize: "xs", color: "fg.muted" })}>
                {[b.push ? t("Push") : null, b.email ? t("Email") : null].filter((x) => x !== null).join(" · ")}
                {b.created_by_name === null ? "" : ` · ${b.created_by_name}`}
                {b.posted_at === null ? "" : ` · ${t("Posted")} ${formatNotificationDateTime(b.posted_at, localZone) ?? ""}`}
                {b.post_count > 0 ? ` · ${t("Sent {{count}} times", { count: b.post_count })}` : ""}
              </span>
            </div>
            <Button size="sm" variant="ghost" disabled={busy} aria-label={`${t("Edit")}: ${b.title}`} onClick={() => edit(b)}>
              {t("Edit")}
            </Button>
            {b.status === "draft" && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => broadcastsApi.ready(companyId, b.id), "Notification is ready for posting")}>
                {t("Mark ready")}
              </Button>
            )}
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void post(b.id)}>
              {b.status === "posted" ? t("Repost") : t("Post")}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} aria-label={`${t("Delete")}: ${b.title}`} onClick={() => void remove(b)}>
              {t("Delete")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
};
