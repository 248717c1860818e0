import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { Select } from "../../ui/index.ts";
import { adminCompaniesQueryOptions } from "../admin/admin.api.ts";
import { BroadcastsManager } from "./BroadcastsManager.tsx";
import { adminAudienceQueryOptions } from "./notifications.api.ts";

/**
 * /admin/notifications: the admin's system broadcasts (spec sections 3 and 4). The list and form are
 * the managers' (BroadcastsManager); the admin first picks a company whose workspaces and people
 * to offer as recipients (a broadcast may name people and workspaces of several companies).
 */
export const AdminBroadcastsPage = () => {
  const { t } = useTranslation();
  const companies = useQuery(adminCompaniesQueryOptions());
  const [companyId, setCompanyId] = useState<string | null>(null);
  const audience = useQuery({ ...adminAudienceQueryOptions(companyId ?? ""), enabled: companyId !== null });
  const options = (companies.data ?? []).filter((c) => c.name !== "").map((c) => ({ value: c.id, label: c.name }));
  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "4xl" })} data-testid="admin-broadcasts">
      <h1 className={css({ textStyle: "2xl", fontWeight: "semibold" })}>{t("Broadcast notifications")}</h1>
      <BroadcastsManager
        companyId={null}
        audience={companyId === null ? undefined : audience.data}
        audienceControls={
          <div className={css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm" })}>
            <Select label={t("Company")} name="company_id" options={options} value={companyId} onChange={setCompanyId} />
            {companyId === null && <span className={css({ color: "fg.muted" })}>{t("Choose a company to pick its workspaces and people")}</span>}
          </div>
        }
      />
    </section>
  );
};
