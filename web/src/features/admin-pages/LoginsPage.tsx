import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../ui/index.ts";
import type { SignInRow } from "./admin-pages.api.ts";
import { formatInstant, signInReasonKeys } from "./admin-pages-format.ts";
import { AdminListView } from "./AdminListView.tsx";

/** /admin/logins: sign-ins and refused attempts, newest first, with time, client address and agent. */
export const LoginsPage = () => {
  const { t, i18n } = useTranslation();
  const outcomeOf = (r: SignInRow) => {
    if (r.outcome === "succeeded") return t("Signed in");
    const words = [t(signInReasonKeys[r.reason ?? ""] ?? "Refused")];
    if (r.throttle_tripped) words.push(t("further attempts throttled"));
    if (r.unrecorded_before > 0) words.push(t("{{count}} earlier attempts not recorded", { count: r.unrecorded_before }));
    return words.join("; ");
  };
  const columns: DataTableColumn<SignInRow>[] = [
    { id: "occurred_at", type: "function", header: t("Time"), sortable: true, value: (r) => formatInstant(i18n.language, r.occurred_at) },
    { id: "outcome", type: "function", header: t("Outcome"), sortable: true, value: outcomeOf },
    { id: "email", type: "value", key: "email", header: t("Email"), sortable: true },
    { id: "person", type: "function", header: t("Person"), value: (r) => r.user_name ?? "" },
    { id: "company", type: "function", header: t("Company"), value: (r) => r.company_name ?? "" },
    { id: "ip", type: "value", key: "ip", header: t("IP address"), sortable: true },
    { id: "user_agent", type: "value", key: "user_agent", header: t("User agent") },
  ];
  return (
    <AdminListView<SignInRow>
      endpoint="logins"
      title={t("Logins")}
      columns={columns}
      getRowId={(r) => r.id}
      defaultSort={{ column: "occurred_at", order: "desc" }}
      filter={{
        name: "outcome",
        label: t("Outcome"),
        allLabel: t("All sign-in attempts"),
        options: [
          { value: "succeeded", label: t("Signed in") },
          { value: "failed", label: t("Refused") },
        ],
      }}
      emptyText={t("No sign-in attempts yet")}
      statusOf={(r) => (r.outcome === "failed" ? "failed" : undefined)}
    />
  );
};
