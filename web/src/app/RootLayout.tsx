import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useRouteContext, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { SpinnerPage } from "../ui/spinner/SpinnerPage.tsx";
import { DialogStackProvider } from "../ui/dialog/DialogStackProvider.tsx";
import { DialogToastProvider } from "../ui/dialog-toast/DialogToastProvider.tsx";
import { ToastProvider } from "../ui/toast/ToastProvider.tsx";
import { CookieBanner } from "./cookies/CookieBanner.tsx";
import { IdleLogout } from "./idle/IdleLogout.tsx";
import { usePersonaSwitching } from "./session/persona-switch.ts";
import { logout } from "./session/session.ts";
import { DocumentTitle } from "./title/DocumentTitle.tsx";

export const RootLayout = () => {
  const persona = useRouteContext({ from: "__root__", select: (c) => c.session?.persona ?? "worker" });
  const signedIn = useRouteContext({ from: "__root__", select: (c) => Boolean(c.session) });
  const queryClient = useQueryClient();
  const router = useRouter();
  const switching = usePersonaSwitching();
  // The theme follows the role (spec section 6): the Panda preset keys accent colours on data-persona.
  useEffect(() => {
    document.documentElement.dataset["persona"] = persona;
  }, [persona]);
  return (
    <>
      <DocumentTitle />
      {switching ? <SpinnerPage /> : <Outlet />}
      {signedIn && (
        <IdleLogout
          onLogout={() => {
            logout(queryClient);
            void router.invalidate();
          }}
        />
      )}
      <CookieBanner />
      <ToastProvider />
      <DialogStackProvider />
      <DialogToastProvider />
    </>
  );
};
