import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { transition } from "xstate";
import { useTranslation } from "react-i18next";
import { workLifecycleMachine, type WorkLifecycleEvent, type WorkLifecycleSnapshot, type WorkLifecycleState } from "@workledger/domain/work-time/work-lifecycle.machine.ts";
import { workedSeconds } from "@workledger/domain/work-time/work-time.rules.ts";
import { Button, formatElapsed, toast } from "../../../ui/index.ts";
import { sendWorkTimeCommand, workTimeKeys, type WorkLogDto } from "../work-time.api.ts";
import { formatTime } from "../work-time-format.ts";
import { workTimeStyles as styles } from "../work-time.styles.ts";
import { useNow } from "../use-now.ts";
import { locationFields, punchLocation } from "./punch-location.ts";
import { punchAvailability, punchEvent, punchKinds, punchSnapshotOf, punchStateLabel, type PunchKind } from "./punch-clock.ts";

const punchLabels: Readonly<Record<PunchKind, string>> = { start: "Start work", pause: "Pause", resume: "Resume", stop: "Stop work" };
const punchDone: Readonly<Record<PunchKind, string>> = { start: "Work started", pause: "Work paused", resume: "Work resumed", stop: "Work stopped" };

export interface PunchCardProps {
  readonly companyId: string;
  readonly zone: string;
  /** The worker's current work, or null when none runs; the card follows it when the server's answer changes. */
  readonly current: WorkLogDto | null;
  readonly mayPunch: boolean;
  /** The worker's location is tracked (track_location): start and stop send the browser's position. */
  readonly tracksLocation?: boolean;
}

/** Start / pause / resume / stop, enabled by the domain's lifecycle machine, with the running timer. */
export const PunchCard = ({ companyId, zone, current, mayPunch, tracksLocation = false }: PunchCardProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The machine runs here, purely: a punch moves it at once, and a new server answer (another status
  // or pause count) replaces it. The card is not remounted for that, so a button the user is pressing
  // stays the same element while the answer lands (a remount between mouse down and up loses the click).
  const serverKey = current === null ? "none" : `${current.id}:${current.status}:${current.pauses.length}`;
  const [local, setLocal] = useState<{ readonly key: string; readonly snapshot: WorkLifecycleSnapshot }>(() => ({ key: serverKey, snapshot: punchSnapshotOf(current) }));
  if (local.key !== serverKey) setLocal({ key: serverKey, snapshot: punchSnapshotOf(current) });
  const snapshot = local.key === serverKey ? local.snapshot : punchSnapshotOf(current);
  const send = (event: WorkLifecycleEvent) => setLocal((was) => ({ key: was.key, snapshot: transition(workLifecycleMachine, was.snapshot, event)[0] }));
  const [busy, setBusy] = useState<PunchKind | null>(null);
  const state = snapshot.value as WorkLifecycleState;
  const open = state === "started" || state === "resumed" || state === "paused";
  const now = useNow(open).toISOString();
  const { startedAt, stoppedAt, pauses, lastPunchAt } = snapshot.context;
  const worked = open && startedAt !== null ? workedSeconds({ start: startedAt, end: stoppedAt, pauses }, now) : 0;
  // The client's clock may lag the server's last punch; the buttons follow the state, the server the time.
  const at = lastPunchAt !== null && lastPunchAt > now ? lastPunchAt : now;
  const available = punchAvailability(snapshot, at);

  const punch = async (kind: PunchKind) => {
    setBusy(kind);
    const wantsLocation = tracksLocation && (kind === "start" || kind === "stop");
    const location = await punchLocation(wantsLocation, typeof navigator === "undefined" ? undefined : navigator.geolocation);
    const outcome = await sendWorkTimeCommand("POST", `companies/${companyId}/works/${kind}`, locationFields(kind, location));
    setBusy(null);
    if (!outcome.ok) {
      toast.error(outcome.message === null ? undefined : t(outcome.message));
      await queryClient.invalidateQueries({ queryKey: workTimeKeys.all(companyId) });
      return;
    }
    send(punchEvent(kind, new Date().toISOString() > at ? new Date().toISOString() : at, outcome.answer.work_id ?? "pending"));
    toast.success(t(punchDone[kind]));
    await queryClient.invalidateQueries({ queryKey: workTimeKeys.all(companyId) });
  };

  return (
    <section className={styles.card} aria-labelledby="work-timer-title" data-testid="punch-card" data-state={state}>
      <h2 id="work-timer-title" className={styles.subtitle}>
        {t("Work timer")}
      </h2>
      <div role="timer" aria-live="off" className={styles.timer} data-testid="work-timer">
        {formatElapsed(worked)}
      </div>
      <p className={styles.muted} data-testid="punch-state">
        {t(punchStateLabel(state))}
        {open && startedAt !== null ? ` · ${t("Started at {{time}}", { time: formatTime(startedAt, zone) })}` : ""}
      </p>
      {mayPunch ? (
        <div className={styles.actions}>
          {punchKinds
            .filter((kind) => available[kind])
            .map((kind) => (
              <Button
                key={kind}
                variant={kind === "stop" ? "danger" : kind === "start" || kind === "resume" ? "primary" : "secondary"}
                disabled={busy !== null && busy !== kind}
                loading={busy === kind}
                onClick={() => void punch(kind)}
              >
                {t(punchLabels[kind])}
              </Button>
            ))}
        </div>
      ) : (
        <p className={styles.muted}>{t("You have no rights to register work time from a computer.")}</p>
      )}
    </section>
  );
};
