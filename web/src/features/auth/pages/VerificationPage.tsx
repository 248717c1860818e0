import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session/use-session.ts";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure } from "../api/api-failure.ts";
import { AuthCard, FormMessage, authStyles } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { refreshSession } from "../session-actions.ts";
import { needsRegistration } from "../signed-in/registration-rules.ts";
import { useQueryParam } from "../use-query-param.ts";
import { ResendVerificationForm } from "./ResendVerificationForm.tsx";

/** Verifies the link's token once (the query caches the answer; a spent token is refused by the API). */
const TokenVerification = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const session = useSession();
  const signedIn = session !== null;
  const result = useQuery({
    queryKey: ["auth", "verification", token],
    queryFn: async () => {
      const answer = await authApi.verifyEmail(token);
      if (signedIn) await refreshSession(queryClient, router);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (result.isPending) return <Spinner />;
  if (result.isError) return <FormMessage tone="error">{t(toApiFailure(result.error).message)}</FormMessage>;
  return (
    <>
      <FormMessage tone="success">{t(result.data.message)}</FormMessage>
      <p className={authStyles.lead} data-testid="verification-next-step">
        {t(!signedIn ? "Next: log in." : needsRegistration(session.user) ? "Next: name your company to complete the registration." : "Next: carry on where you left off.")}
      </p>
      <AppLink to={signedIn ? "/" : "/login"}>
        {t(signedIn ? "Continue" : "Go to login")}
      </AppLink>
    </>
  );
};

/** /verification: the link from the verification mail, or a form to send a new one. */
export const VerificationPage = () => {
  const { t } = useTranslation();
  const token = useQueryParam("token");
  const session = useSession();
  return (
    <AuthCard title={t("Email verification")} lead={token === null ? t("Didn't get the email? Send a new verification link.") : undefined}>
      {token !== null ? <TokenVerification token={token} /> : <ResendVerificationForm initialEmail={session?.user.email ?? ""} />}
    </AuthCard>
  );
};
