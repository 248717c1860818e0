import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { IdentityExtras } from "../features/auth/signed-in/IdentityExtras.tsx";
import { DialogStackProvider } from "../ui/dialog/DialogStackProvider.tsx";
import { IdleLogout } from "./idle/IdleLogout.tsx";
import { logout } from "./session/session.ts";

/**
 * What only a signed-in user needs: the idle logout and the dialog stack host. Loaded on demand
 * (with XState) so the public pages stay light.
 */
export const SignedInExtras = () => {
  const queryClient = useQueryClient();
  const router = useRouter();
  return (
    <>
      <IdleLogout
        onLogout={() => {
          logout(queryClient);
          void router.invalidate();
        }}
      />
      <DialogStackProvider />
      {/* Forced logout, complete-registration and verification dialogs, Company Profile drawer. */}
      <IdentityExtras />
    </>
  );
};
