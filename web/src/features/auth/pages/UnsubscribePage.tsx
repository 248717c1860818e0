import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { authApi } from "../api/auth.api.ts";
import { toApiFailure } from "../api/api-failure.ts";
import { AuthCard, FormMessage } from "../components/AuthCard.tsx";
import { AppLink } from "../components/AppLink.tsx";
import { useQueryParam } from "../use-query-param.ts";

const Unsubscribing = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const result = useQuery({ queryKey: ["auth", "unsubscribe", token], queryFn: () => authApi.unsubscribe(token), retry: false, staleTime: Infinity, gcTime: Infinity });
  if (result.isPending) return <Spinner />;
  if (result.isError) return <FormMessage tone="error">{t(toApiFailure(result.error).message)}</FormMessage>;
  return <FormMessage tone="success">{t(result.data.message)}</FormMessage>;
};

/** /unsubscribe?token=: stops the product's emails for the address in the link. */
export const UnsubscribePage = () => {
  const { t } = useTranslation();
  const token = useQueryParam("token");
  return (
    <AuthCard title={t("Unsubscribe")}>
      {token === null ? <FormMessage tone="error">{t("Token already expired, invalid or already used")}</FormMessage> : <Unsubscribing token={token} />}
      <AppLink to="/">
        {t("Go to the home page")}
      </AppLink>
    </AuthCard>
  );
};
