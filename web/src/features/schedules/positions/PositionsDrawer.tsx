import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Drawer, Input, Select, dialogToast, toast, type SelectOption } from "../../../ui/index.ts";
import type { SchedulePosition } from "../schedule-model.ts";
import { sendScheduleCommand } from "../schedules.api.ts";
import { scheduleStyles as styles } from "../schedules.styles.ts";
import { assignable, moved, nextPositionNumber, orderedPositions, positionName } from "./positions-model.ts";

export interface PositionsDrawerProps {
  readonly companyId: string;
  readonly positions: readonly SchedulePosition[];
  readonly people: readonly { readonly id: string; readonly name: string }[];
  /** After every change that was written: the page reads the schedule again. */
  readonly onChanged: () => void;
  readonly onClose: () => void;
}

/**
 * The schedule's rows: add a position (it takes the next order number), rename, delete and reorder
 * positions; assign people to a position, reorder them and remove one (which removes that person's
 * unconfirmed events of the position from today on). Every control is a button or a field: keyboard
 * operable, and each names its position or person for a screen reader.
 */
export const PositionsDrawer = ({ companyId, positions, people, onChanged, onClose }: PositionsDrawerProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ readonly id: string; readonly name: string } | null>(null);
  const [picked, setPicked] = useState<Readonly<Record<string, string | null>>>({});
  const ordered = orderedPositions(positions);
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? id;

  const run = async (path: string, body: unknown, done: string): Promise<boolean> => {
    setBusy(true);
    const outcome = await sendScheduleCommand(path, body);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(outcome.message === null ? undefined : t(outcome.message));
      return false;
    }
    toast.success(t(done));
    onChanged();
    return true;
  };

  const add = async () => {
    const valid = positionName(name);
    if (valid === null) return;
    if (await run(`schedules/${companyId}/positions`, { name: valid }, "Position successfully created")) setName("");
  };
  const rename = async () => {
    if (renaming === null) return;
    const valid = positionName(renaming.name);
    if (valid === null) return;
    if (await run(`schedules/positions/${renaming.id}`, { name: valid }, "Position successfully updated")) setRenaming(null);
  };
  const remove = async (position: SchedulePosition) => {
    const sure = await dialogToast.confirm({ title: t("Confirm action"), message: t("Delete the position {{name}}?", { name: position.name }) });
    if (sure) await run(`schedules/positions/${position.id}/delete`, {}, "Position successfully deleted");
  };
  const reorder = async (index: number, delta: -1 | 1) => {
    const next = moved(ordered.map((p) => p.id), index, delta);
    if (next !== null) await run(`schedules/${companyId}/positions/reorder`, { position_ids: next }, "Position successfully updated");
  };
  const assign = async (position: SchedulePosition) => {
    const personId = picked[position.id];
    if (personId === null || personId === undefined) return;
    if (await run(`schedules/${position.id}/workers/${personId}/assign`, {}, "Worker successfully assigned")) setPicked({ ...picked, [position.id]: null });
  };
  const reorderWorkers = async (position: SchedulePosition, index: number, delta: -1 | 1) => {
    const next = moved(position.personIds, index, delta);
    if (next !== null) await run(`schedules/${position.id}/workers/reorder`, { user_ids: next }, "Workers successfully reordered");
  };
  const detach = async (position: SchedulePosition, personId: string) => {
    const sure = await dialogToast.confirm({
      title: t("Confirm action"),
      message: t("Remove {{person}} from {{position}}? Their unconfirmed events of this position from today on are removed.", { person: nameOf(personId), position: position.name }),
    });
    if (sure) await run(`schedules/${position.id}/workers/${personId}/remove`, {}, "Worker successfully removed");
  };

  return (
    <Drawer title={t("Positions")} onCancel={onClose} footer={false}>
      <div className={styles.form} data-testid="positions-drawer">
        <form
          className={styles.fieldset}
          aria-label={t("Add position")}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Input label={t("Position name")} value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
          <p className={styles.muted} data-testid="next-order-number">
            {t("Order number of the next position: {{number}}", { number: nextPositionNumber(positions) })}
          </p>
          <Button type="submit" size="sm" disabled={busy || positionName(name) === null}>
            {t("Add position")}
          </Button>
        </form>
        {ordered.length === 0 ? (
          <p className={styles.muted}>{t("No positions yet")}</p>
        ) : (
          <ol className={styles.form} aria-label={t("Positions")}>
            {ordered.map((position, index) => {
              const options: SelectOption[] = assignable(people, position).map((p) => ({ value: p.id, label: p.name }));
              return (
                <li key={position.id} className={styles.fieldset} data-testid="schedule-position" data-position-id={position.id} data-order-number={position.orderNumber}>
                  {renaming?.id === position.id ? (
                    <form
                      className={styles.toolbar}
                      onSubmit={(e) => {
                        e.preventDefault();
                        void rename();
                      }}
                    >
                      <Input aria-label={t("Position name")} value={renaming.name} maxLength={255} onChange={(e) => setRenaming({ id: position.id, name: e.target.value })} autoFocus />
                      <Button size="sm" type="submit" disabled={busy || positionName(renaming.name) === null}>
                        {t("Save")}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                        {t("Cancel")}
                      </Button>
                    </form>
                  ) : (
                    <div className={styles.toolbar}>
                      <h3 className={styles.panelTitle}>
                        {position.orderNumber}. {position.name}
                      </h3>
                      <Button size="sm" variant="ghost" aria-label={t("Move {{name}} up", { name: position.name })} disabled={busy || index === 0} onClick={() => void reorder(index, -1)}>
                        ↑
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={t("Move {{name}} down", { name: position.name })} disabled={busy || index === ordered.length - 1} onClick={() => void reorder(index, 1)}>
                        ↓
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={t("Rename {{name}}", { name: position.name })} disabled={busy} onClick={() => setRenaming({ id: position.id, name: position.name })}>
                        {t("Rename")}
                      </Button>
                      <Button size="sm" variant="danger" aria-label={t("Delete {{name}}", { name: position.name })} disabled={busy} onClick={() => void remove(position)}>
                        {t("Delete")}
                      </Button>
                    </div>
                  )}
                  {position.personIds.length === 0 ? (
                    <p className={styles.muted}>{t("Nobody in this position yet")}</p>
                  ) : (
                    <ol className={styles.agenda} aria-label={t("People in {{name}}", { name: position.name })}>
                      {position.personIds.map((personId, at) => (
                        <li key={personId} className={styles.toolbar} data-testid="position-worker" data-person-id={personId}>
                          <span>{nameOf(personId)}</span>
                          <Button size="sm" variant="ghost" aria-label={t("Move {{name}} up", { name: nameOf(personId) })} disabled={busy || at === 0} onClick={() => void reorderWorkers(position, at, -1)}>
                            ↑
                          </Button>
                          <Button size="sm" variant="ghost" aria-label={t("Move {{name}} down", { name: nameOf(personId) })} disabled={busy || at === position.personIds.length - 1} onClick={() => void reorderWorkers(position, at, 1)}>
                            ↓
                          </Button>
                          <Button size="sm" variant="ghost" aria-label={t("Remove {{person}} from {{position}}", { person: nameOf(personId), position: position.name })} disabled={busy} onClick={() => void detach(position, personId)}>
                            {t("Remove")}
                          </Button>
                        </li>
                      ))}
                    </ol>
                  )}
                  {options.length > 0 && (
                    <div className={styles.toolbar}>
                      <Select label={t("Add a person to {{name}}", { name: position.name })} options={options} value={picked[position.id] ?? null} onChange={(v) => setPicked({ ...picked, [position.id]: v })} placeholder={t("Choose a person")} />
                      <Button size="sm" variant="secondary" disabled={busy || (picked[position.id] ?? null) === null} onClick={() => void assign(position)}>
                        {t("Assign")}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Drawer>
  );
};
