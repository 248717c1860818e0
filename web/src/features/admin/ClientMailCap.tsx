import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMailCapResponse } from "@workledger/event-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { HttpError, http } from "../../lib/http/http-client.ts";
import { Button, Input, toast } from "../../ui/index.ts";
import { clientMailCapKey, clientMailCapQueryOptions } from "./clients.api.ts";

const styles = {
  fieldset: css({ display: "flex", flexDirection: "column", gap: "3", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", padding: "3" }),
  row: css({ display: "flex", gap: "2", alignItems: "flex-end" }),
};

/**
 * A client's invitation and activation mails of the last day against its daily cap, and the cap an
 * admin lifts (PUT /api/admin/companies/{id}/mail-cap; the audit shows who lifted it).
 */
export const ClientMailCap = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const use = useQuery(clientMailCapQueryOptions(companyId));
  const [cap, setCap] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);
  if (use.data === undefined) return null;
  const shown = cap ?? String(use.data.daily_cap);

  const lift = async () => {
    setSaving(true);
    setError("");
    try {
      const answer = await http.put<{ data: AdminMailCapResponse }>(`admin/companies/${companyId}/mail-cap`, { daily_cap: Number(shown) });
      queryClient.setQueryData(clientMailCapKey(companyId), answer.data);
      setCap(null);
      toast.success(t("Daily email cap saved"));
    } catch (failure) {
      const errors = failure instanceof HttpError ? (failure.body as { errors?: Record<string, string[]> } | null)?.errors : undefined;
      setError(t(errors?.["daily_cap"]?.[0] ?? "The daily cap must be a whole number from {{min}} to {{max}}", { min: use.data.default_daily_cap, max: 5000 }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className={styles.fieldset} data-testid="client-mail-cap">
      <legend>{t("Invitation email")}</legend>
      <p>{t("Sent in the last day: {{sent}} of {{cap}}", { sent: use.data.sent_last_day, cap: use.data.daily_cap })}</p>
      <div className={styles.row}>
        <Input label={t("Daily email cap")} type="number" name="daily_cap" min={use.data.default_daily_cap} max={5000} value={shown} error={error} onChange={(e) => setCap(e.currentTarget.value)} />
        <Button variant="secondary" loading={saving} disabled={shown === String(use.data.daily_cap)} onClick={() => void lift()}>
          {t("Lift cap")}
        </Button>
      </div>
    </fieldset>
  );
};
