import { useTranslation } from "react-i18next";
import { spinner } from "styled-system/recipes";

/** A spinning ring with an accessible name. */
export const Spinner = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return <span className={spinner().spinner} role="status" aria-label={label ?? t("Loading")} />;
};

/** Full-page spinner, shown while the session loads or a persona switch runs. */
export const SpinnerPage = ({ label }: { label?: string }) => (
  <div className={spinner().page} aria-busy="true" data-testid="spinner-page">
    <Spinner label={label} />
  </div>
);
