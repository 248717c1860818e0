import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Input, toast } from "../../../ui/index.ts";
import { colourOf } from "../schedule-model.ts";
import { sendScheduleCommand, type PresetDto } from "../schedules.api.ts";
import { scheduleStyles as styles } from "../schedules.styles.ts";

export interface PresetsPanelProps {
  readonly presets: readonly PresetDto[];
  readonly onUse: (preset: PresetDto) => void;
  readonly onChanged: () => void;
}

const PresetRow = ({ preset, onUse, onChanged }: { readonly preset: PresetDto } & Omit<PresetsPanelProps, "presets">) => {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const label = `${preset.start_time}–${preset.end_time}${preset.title === "" ? "" : ` ${preset.title}`}`;
  const rename = async (title: string) => {
    const outcome = await sendScheduleCommand(`schedules/presets/${preset.id}/update`, {
      type: preset.type,
      title,
      start_time: preset.start_time,
      end_time: preset.end_time,
      pause_length: preset.pause_length,
      additional_break_time: preset.additional_break_time,
      comment: preset.comment,
      customColor: preset.customColor,
    });
    if (!outcome.ok) return toast.error(outcome.message === null ? undefined : t(outcome.message));
    setRenaming(null);
    toast.success(t("Preset saved"));
    onChanged();
  };
  const destroy = async () => {
    const outcome = await sendScheduleCommand(`schedules/presets/${preset.id}/destroy`);
    if (!outcome.ok) return toast.error(outcome.message === null ? undefined : t(outcome.message));
    toast.success(t("Preset deleted"));
    onChanged();
  };
  if (renaming !== null) {
    return (
      <li>
        <form
          className={styles.presetItem}
          onSubmit={(e) => {
            e.preventDefault();
            void rename(renaming);
          }}
        >
          <Input aria-label={t("Title")} value={renaming} maxLength={255} onChange={(e) => setRenaming(e.target.value)} autoFocus />
          <Button size="sm" type="submit">
            {t("Save")}
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className={styles.presetItem} data-testid="schedule-preset">
      <i className={styles.swatch} style={{ background: colourOf({ color: preset.customColor, kind: preset.type }) }} aria-hidden />
      <span title={label}>{label}</span>
      <Button size="sm" variant="secondary" onClick={() => onUse(preset)}>
        {t("Use")}
      </Button>
      <Button size="icon" variant="ghost" aria-label={t("Rename preset")} onClick={() => setRenaming(preset.title)}>
        ✎
      </Button>
      <Button size="icon" variant="ghost" aria-label={t("Delete preset")} onClick={() => void destroy()}>
        ✕
      </Button>
    </li>
  );
};

/** Saved shift and task templates: use one to plan, rename or delete it. */
export const PresetsPanel = ({ presets, onUse, onChanged }: PresetsPanelProps) => {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-label={t("Presets")} data-testid="presets-panel">
      <h2 className={styles.panelTitle}>{t("Presets")}</h2>
      {presets.length === 0 ? (
        <p className={styles.muted}>{t("No presets yet")}</p>
      ) : (
        <ul className={styles.presetList}>
          {presets.map((p) => (
            <PresetRow key={p.id} preset={p} onUse={onUse} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
};
