import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { absenceMaxDays } from "@workledger/domain/requests/absence-length.ts";
import { requestMessages } from "@workledger/event-schemas/requests/requests.schema.ts";
import { DateInput, Drawer, Input, Select } from "../../ui/index.ts";
import { absenceTypesQueryOptions } from "../settings/absence-types/absence-types.queries.ts";
import { openConflictingDates } from "./ConflictingDatesDialog.tsx";
import { offersAction } from "./request-actions.ts";
import { absenceDays, absenceFormErrors, absenceInterval } from "./request-form.ts";
import { decideAbsenceRequest, requestKeys, sendAbsenceRequest } from "./requests.api.ts";
import { runRequestMutation } from "./run-request-mutation.ts";
import { requestDrawerStyles, type RequestDrawerProps } from "./request-drawer.ts";
import { requestDrawerTitle, requestHints, showsNoAbsenceTypesHint } from "./request-texts.ts";
import { RequestDecisionButtons } from "./RequestDecisionButtons.tsx";
import { RequestStatusBadge } from "./RequestStatusBadge.tsx";

const { body } = requestDrawerStyles;

/**
 * The Edit Request drawer (spec 2) for a paid absence. The requester asks for one or edits it while
 * pending (type, first and last day, comment); a manager who decides requests sees it and approves
 * or declines. What is offered follows the request lifecycle machine the server decides with.
 */
export const PaidAbsenceDrawer = ({ companyId, zone, request, role, onClose }: RequestDrawerProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = useQuery(absenceTypesQueryOptions(companyId));
  const initialDays = request?.started_at != null && request.ended_at != null ? absenceDays(request.started_at, request.ended_at, zone) : null;
  const [typeId, setTypeId] = useState<string | null>(request?.type_id ?? null);
  const [firstDay, setFirstDay] = useState<string | null>(initialDays?.firstDay ?? null);
  const [lastDay, setLastDay] = useState<string | null>(initialDays?.lastDay ?? null);
  const [comment, setComment] = useState(request?.comment ?? "");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const editable = role === "requester" && (request === null || offersAction(request.status, "edit"));
  const errorOf = (field: string) => (errors[field] === undefined ? undefined : t(errors[field]));
  const conflictTitle = t(requestMessages.conflictingDatesTitle);
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestKeys.all });

  const chosenType = (types.data ?? []).find((type) => type.id === typeId);
  const maxDays = chosenType === undefined ? undefined : absenceMaxDays({ ...(chosenType.max_days === null ? {} : { maxDays: chosenType.max_days }) });

  const save = async () => {
    const local = absenceFormErrors({ typeId, firstDay, lastDay, ...(maxDays === undefined ? {} : { maxDays }) });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const interval = absenceInterval(firstDay!, lastDay!, zone);
    const outcome = await runRequestMutation(
      () => sendAbsenceRequest({ type_id: typeId!, ...interval, comment, ...(request === null ? {} : { id: request.id }) }),
      requestMessages.paidAbsenceUpdated,
      (rows) => openConflictingDates(rows, zone, conflictTitle),
    );
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.failure.fieldErrors);
    await refresh();
    onClose();
  };

  const decide = async (approve: boolean) => {
    if (request === null) return;
    setBusy(true);
    const outcome = await runRequestMutation(() => decideAbsenceRequest(request.id, approve), approve ? requestMessages.paidAbsenceApproved : requestMessages.paidAbsenceDeclined, (rows) => openConflictingDates(rows, zone, conflictTitle));
    setBusy(false);
    await refresh();
    if (outcome.ok) onClose();
  };

  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  if (request?.type_id != null && !typeOptions.some((o) => o.value === request.type_id)) typeOptions.push({ value: request.type_id, label: request.type_name ?? request.type_id });
  return (
    <Drawer title={t(requestDrawerTitle("paid_absence", request))} onCancel={onClose} {...(editable ? { onSave: () => void save(), processing: busy } : { footer: role === "requester" })}>
      <div className={body} data-testid="paid-absence-drawer">
        {request !== null && (
          <p className={css({ display: "flex", gap: "2", alignItems: "center" })}>
            {request.worker_name !== null && <span className={css({ fontWeight: "semibold" })}>{request.worker_name}</span>}
            <RequestStatusBadge status={request.status} />
          </p>
        )}
        {showsNoAbsenceTypesHint(types.data, editable) && (
          <p role="note" data-testid="no-absence-types" className={css({ textStyle: "sm", color: "fg.muted" })}>
            {t(requestHints.noAbsenceTypes)}
          </p>
        )}
        <Select label={t("Paid absence type")} name="type_id" options={typeOptions} value={typeId} onChange={setTypeId} disabled={!editable} error={errorOf("type_id")} />
        <DateInput label={t("First day")} name="started_at" value={firstDay} onChange={setFirstDay} disabled={!editable} error={errorOf("started_at")} />
        <DateInput
          label={t("Last day")}
          name="ended_at"
          value={lastDay}
          onChange={setLastDay}
          disabled={!editable}
          error={errorOf("ended_at")}
          {...(editable && maxDays !== undefined ? { helperText: t("At most {{count}} day(s) in one request", { count: maxDays }) } : {})}
        />
        <Input label={t("Comment")} name="comment" value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} readOnly={!editable} error={errorOf("comment")} />
        {role === "decider" && request !== null && <RequestDecisionButtons status={request.status} busy={busy} decide={(approve) => void decide(approve)} />}
      </div>
    </Drawer>
  );
};
