import { useTranslation } from "react-i18next";
import { AuthCard, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { legalTexts } from "./legal-texts.ts";

/** /terms and /privacy: linked from the sign-up form's consent. */
export const LegalPage = ({ kind }: { kind: keyof typeof legalTexts }) => {
  const { t } = useTranslation();
  const page = legalTexts[kind];
  return (
    <AuthCard title={t(page.title)}>
      {page.lines.map((line) => (
        <p key={line} className={authStyles.lead}>
          {t(line)}
        </p>
      ))}
      <AppLink to="/signup">{t("Back to sign up")}</AppLink>
    </AuthCard>
  );
};

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
