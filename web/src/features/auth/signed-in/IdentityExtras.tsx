import { useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSession } from "../../../app/session/use-session.ts";
import { CompleteRegistrationDialog } from "./CompleteRegistrationDialog.tsx";
import { ForcedLogoutListener } from "./ForcedLogoutListener.tsx";
import { completeRegistrationDelayMs, needsRegistration, needsVerificationDialog } from "./registration-rules.ts";
import { VerificationDialog } from "./VerificationDialog.tsx";

const CompanyProfileHost = lazy(() => import("../../company/CompanyProfileHost.tsx").then((m) => ({ default: m.CompanyProfileHost })));
const PayrollDrawersHost = lazy(() => import("../../payroll/PayrollDrawersHost.tsx").then((m) => ({ default: m.PayrollDrawersHost })));
const CompanySwitchHost = lazy(() => import("../../company-switch/CompanySwitchHost.tsx").then((m) => ({ default: m.CompanySwitchHost })));

/** True once `ms` have passed since mount (the complete-registration dialog waits 1 s after login). */
const useElapsed = (ms: number): boolean => {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
};

/**
 * What identity adds to every signed-in page (mounted by app/SignedInExtras): forced logout over
 * users_{id}, the complete-registration and email-verification dialogs, the Company Profile drawer,
 * the company switch (picker and 'Switching Account' overlay).
 */
export const IdentityExtras = () => {
  const session = useSession();
  const registrationDue = useElapsed(completeRegistrationDelayMs);
  // The verification page says the address is verified and leads on to the registration itself.
  const onVerificationPage = useLocation({ select: (l) => l.pathname === "/verification" });
  if (session === null) return null;
  const user = session.user;
  return (
    <>
      <ForcedLogoutListener userId={String(user.id)} />
      {registrationDue && !onVerificationPage && needsRegistration(user) && <CompleteRegistrationDialog user={user} />}
      {!needsRegistration(user) && needsVerificationDialog(user) && <VerificationDialog email={user.email ?? ""} />}
      <Suspense fallback={null}>
        <CompanyProfileHost />
        <CompanySwitchHost />
        <PayrollDrawersHost />
      </Suspense>
    </>
  );
};
