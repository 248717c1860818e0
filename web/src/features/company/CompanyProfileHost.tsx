import { useEffect, useState } from "react";
import { onDrawerRequest } from "../../app/nav/drawer-requests.ts";
import { useSession } from "../../app/session/use-session.ts";
import { CompanyProfileDrawer } from "./CompanyProfileDrawer.tsx";

/** Opens the Company Profile drawer when the user menu asks for it (app/nav/drawer-requests). */
export const CompanyProfileHost = () => {
  const session = useSession();
  const [open, setOpen] = useState(false);
  // The menu speaks through a subscription, an outside source to follow.
  useEffect(() => onDrawerRequest((id) => {
        if (id !== "company-profile") return false;
        setOpen(true);
        return true;
      }), []);
  const companyId = session?.company?.id;
  if (!open || companyId === undefined) return null;
  return <CompanyProfileDrawer companyId={String(companyId)} onClose={() => setOpen(false)} />;
};
