import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { requestMessages } from "@workledger/event-schemas/requests/requests.schema.ts";
import { Drawer, Input, Select } from "../../ui/index.ts";
import { peopleQueryOptions } from "../settings/kit/people.queries.ts";
import { timesheetQueryOptions } from "../work-time/work-time.api.ts";
import { addDays, formatDate, localDateOf, spanOf } from "../work-time/work-time-format.ts";
import { offersAction } from "./request-actions.ts";
import { bonusFormErrors, digitsOnly } from "./request-form.ts";
import { decideBonusRequest, requestKeys, sendBonusRequest } from "./requests.api.ts";
import { runRequestMutation } from "./run-request-mutation.ts";
import { requestDrawerStyles, type RequestDrawerProps } from "./request-drawer.ts";
import { requestDrawerTitle } from "./request-texts.ts";
import { RequestDecisionButtons } from "./RequestDecisionButtons.tsx";
import { RequestStatusBadge } from "./RequestStatusBadge.tsx";

const { body } = requestDrawerStyles;

/**
 * The Edit Bonus drawer (spec 2; the Bonus form of spec 3 and 5): a worker asks a manager for a
 * bonus on one of their work logs, or edits the pending request; a manager who decides requests may
 * change the amount and approves, or declines. Offers follow the request lifecycle machine.
 */
export const BonusDrawer = ({ companyId, zone, request, role, onClose }: RequestDrawerProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = localDateOf(new Date(), zone);
  const isWorker = role === "requester";
  const logs = useQuery({ ...timesheetQueryOptions(companyId, "own", { from: addDays(today, -31), to: today }), enabled: isWorker && request === null && companyId !== "" });
  const people = useQuery(peopleQueryOptions(companyId));
  const [workId, setWorkId] = useState<string | null>(request?.work_id ?? null);
  const [bonus, setBonus] = useState(request?.bonus == null ? "" : String(request.bonus));
  const [comment, setComment] = useState(request?.bonus_comment ?? "");
  const [managerId, setManagerId] = useState<string | null>(request?.manager_id ?? null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const editable = request === null || offersAction(request.status, isWorker ? "edit" : "approve");
  const errorOf = (field: string) => (errors[field] === undefined ? undefined : t(errors[field]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestKeys.all });
  const noConflicts = () => undefined;

  const save = async () => {
    const local = { ...bonusFormErrors(bonus, managerId, true), ...(workId === null ? { work_id: "This field is required" } : {}) };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const outcome = await runRequestMutation(
      () => sendBonusRequest(workId!, { bonus: Number(bonus), bonus_comment: comment.trim() === "" ? null : comment, manager_id: managerId, ...(request === null ? {} : { id: request.id }) }),
      requestMessages.bonusUpdated,
      noConflicts,
    );
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.failure.fieldErrors);
    await refresh();
    onClose();
  };

  const decide = async (approve: boolean) => {
    if (request?.work_id == null) return;
    const local = approve ? bonusFormErrors(bonus, null, false) : {};
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const outcome = await runRequestMutation(() => decideBonusRequest(request.work_id!, request.id, approve, Number(bonus)), approve ? requestMessages.bonusApproved : requestMessages.bonusDeclined, noConflicts);
    setBusy(false);
    await refresh();
    if (outcome.ok) onClose();
  };

  const logOptions = (logs.data?.days ?? []).flatMap((d) => d.logs).filter((l) => l.end !== null).map((l) => ({ value: l.id, label: `${formatDate(l.date)} ${spanOf(l, zone)}` }));
  const managers = (people.data ?? []).filter((p) => (p as { is_manager?: boolean }).is_manager === true).map((p) => ({ value: p.id, label: p.full_name || p.email }));
  if (request?.manager_id != null && !managers.some((m) => m.value === request.manager_id)) managers.push({ value: request.manager_id, label: request.manager_id });
  return (
    <Drawer title={t(requestDrawerTitle("bonus", request))} onCancel={onClose} {...(isWorker && editable ? { onSave: () => void save(), processing: busy } : { footer: isWorker })}>
      <div className={body} data-testid="bonus-drawer">
        {request !== null && (
          <p className={css({ display: "flex", gap: "2", alignItems: "center" })}>
            {request.worker_name !== null && <span className={css({ fontWeight: "semibold" })}>{request.worker_name}</span>}
            <RequestStatusBadge status={request.status} />
            {request.original_bonus !== null && request.original_bonus !== request.bonus && <span>{t("Asked: {{amount}} €", { amount: request.original_bonus })}</span>}
          </p>
        )}
        {isWorker && request === null && <Select label={t("Work log")} name="work_id" options={logOptions} value={workId} onChange={setWorkId} error={errorOf("work_id")} />}
        <Input label={t("Bonus (€)")} name="bonus" inputMode="numeric" value={bonus} onChange={(e) => setBonus(digitsOnly(e.target.value))} readOnly={!editable} error={errorOf("bonus")} />
        <Input label={t("Comment")} name="bonus_comment" value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} readOnly={!(isWorker && editable)} error={errorOf("bonus_comment")} />
        {isWorker && <Select label={t("Manager")} name="manager_id" options={managers} value={managerId} onChange={setManagerId} disabled={!editable} error={errorOf("manager_id")} />}
        {!isWorker && request !== null && <RequestDecisionButtons status={request.status} busy={busy} decide={(approve) => void decide(approve)} />}
      </div>
    </Drawer>
  );
};
