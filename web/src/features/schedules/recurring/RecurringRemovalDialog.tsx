import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, dialogs } from "../../../ui/index.ts";
import { scheduleStyles as styles } from "../schedules.styles.ts";

/** Removal scopes of a recurring event (spec section 4). */
export type RemovalScope = "this" | "following" | "all";
const scopes: readonly { readonly value: RemovalScope; readonly label: string }[] = [
  { value: "this", label: "This event" },
  { value: "following", label: "This and following unconfirmed" },
  { value: "all", label: "All unconfirmed" },
];

const ScopeChoice = ({ onDone }: { readonly onDone: (scope: RemovalScope | null) => void }) => {
  const { t } = useTranslation();
  const [scope, setScope] = useState<RemovalScope>("this");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onDone(scope);
      }}
      data-testid="recurring-removal"
    >
      <fieldset className={styles.radios}>
        <legend className={styles.muted}>{t("Which events of the series?")}</legend>
        {scopes.map((s) => (
          <label key={s.value} className={styles.check}>
            <input type="radio" name="scope" value={s.value} checked={scope === s.value} onChange={() => setScope(s.value)} />
            {t(s.label)}
          </label>
        ))}
      </fieldset>
      <div className={styles.toolbar} style={{ justifyContent: "flex-end" }}>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t("Cancel")}
        </Button>
        <Button variant="danger" type="submit">
          {t("Delete")}
        </Button>
      </div>
    </form>
  );
};

/** Asks which events of the series go; null when cancelled. */
export const askRemovalScope = (title: string): Promise<RemovalScope | null> =>
  new Promise((resolve) => {
    let answered = false;
    const answer = (scope: RemovalScope | null) => {
      if (answered) return;
      answered = true;
      resolve(scope);
    };
    dialogs.open({
      id: "recurring-removal",
      title,
      size: "medium1",
      content: (close) => (
        <ScopeChoice
          onDone={(scope) => {
            answer(scope);
            close();
          }}
        />
      ),
      onClose: () => answer(null),
    });
  });
