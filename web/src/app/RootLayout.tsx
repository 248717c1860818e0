import { Outlet, useRouteContext } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { DialogToastProvider } from "../ui/dialog-toast/DialogToastProvider.tsx";
import { SpinnerPage } from "../ui/spinner/SpinnerPage.tsx";
import { ToastProvider } from "../ui/toast/ToastProvider.tsx";
import { CookieBanner } from "./cookies/CookieBanner.tsx";
import { usePersonaSwitching } from "./session/persona-switch.ts";
import { DocumentTitle } from "./title/DocumentTitle.tsx";

const SignedInExtras = lazy(() => import("./SignedInExtras.tsx").then((m) => ({ default: m.SignedInExtras })));

export const RootLayout = () => {
  const persona = useRouteContext({ from: "__root__", select: (c) => c.session?.persona ?? "worker" });
  const signedIn = useRouteContext({ from: "__root__", select: (c) => Boolean(c.session) });
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
        <Suspense fallback={null}>
          <SignedInExtras />
        </Suspense>
      )}
      <CookieBanner />
      <ToastProvider />
      <DialogToastProvider />
    </>
  );
};
