import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { cx } from "styled-system/css";
import { useDeviceClass } from "../device/use-device-class.ts";
import { Logo } from "../nav/Logo.tsx";
import { adminBarItems } from "../nav/nav-items.ts";
import { NavLinks } from "../nav/NavLinks.tsx";
import { UserMenu } from "../nav/UserMenu.tsx";
import { useSession } from "../session/use-session.ts";
import { shellStyles } from "./shell-styles.ts";

/** The admin area has its own top bar (tablet, desktop) and bottom bar (mobile). */
export const AdminLayout = () => {
  const { t } = useTranslation();
  const session = useSession();
  const device = useDeviceClass();
  if (!session) return null;
  return (
    <div className={shellStyles.frame} data-layout="admin" data-device={device}>
      <header className={shellStyles.header}>
        <div className={shellStyles.headerInner}>
          <Logo />
          {device === "mobile" ? (
            <span className={shellStyles.spacer} />
          ) : (
            <nav className={shellStyles.nav} aria-label={t("Admin navigation")} data-testid="admin-top-bar">
              <NavLinks items={adminBarItems} label="admin-top" />
            </nav>
          )}
          <UserMenu session={session} />
        </div>
      </header>
      <main className={cx(shellStyles.main, device === "mobile" && shellStyles.mainWithBottomBar)}>
        <Outlet />
      </main>
      {device === "mobile" && (
        <nav className={shellStyles.bottomBar} aria-label={t("Admin navigation")} data-testid="admin-bottom-bar">
          <NavLinks items={adminBarItems} compact="scroll" label="admin-bottom" />
        </nav>
      )}
    </div>
  );
};
