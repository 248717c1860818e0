import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { onDrawerRequest } from "../../app/nav/drawer-requests.ts";
import { useSession } from "../../app/session/use-session.ts";
import { ConnectionSettingsDrawer } from "./ConnectionSettingsDrawer.tsx";
import { MeritPalkDrawer } from "./MeritPalkDrawer.tsx";
import { meritPalkSettingsQueryOptions } from "./payroll.api.ts";

const MeritPalkFromMenu = ({ companyId, onClose }: { companyId: string; onClose: () => void }) => {
  const settings = useQuery(meritPalkSettingsQueryOptions(companyId, true));
  if (!settings.isSuccess) return null;
  return <MeritPalkDrawer companyId={companyId} settings={settings.data} onClose={onClose} />;
};

/** Opens the user menu's payroll drawers: 'Merit Palk' (managers) and the admin's 'Visma settings' (Connection Settings). */
export const PayrollDrawersHost = () => {
  const session = useSession();
  const [open, setOpen] = useState<"merit-palk" | "connection-settings" | null>(null);
  // The menu speaks through a subscription, an outside source to follow.
  useEffect(
    () =>
      onDrawerRequest((id) => {
        if (id !== "merit-palk" && id !== "connection-settings") return false;
        setOpen(id);
        return true;
      }),
    [],
  );
  const companyId = session?.company?.id;
  if (open === "connection-settings") return <ConnectionSettingsDrawer onClose={() => setOpen(null)} />;
  if (open === "merit-palk" && companyId !== undefined) return <MeritPalkFromMenu companyId={String(companyId)} onClose={() => setOpen(null)} />;
  return null;
};
