import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { cx } from "styled-system/css";
import { useDeviceClass } from "../device/use-device-class.ts";
import { mobileBottomBarEnabled } from "../nav/app-toggles.ts";
import { Logo } from "../nav/Logo.tsx";
import { bottomBarItems, topBarItems } from "../nav/nav-items.ts";
import { NavLinks } from "../nav/NavLinks.tsx";
import { NotificationBell } from "../../features/notifications/NotificationBell.tsx";
import { UserMenu } from "../nav/UserMenu.tsx";
import { navContextOf, useSession } from "../session/use-session.ts";
import { shellStyles } from "./shell-styles.ts";

/** Worker and manager pages: top bar on tablet and desktop, bottom bar on mobile. */
export const AppLayout = () => {
  const { t } = useTranslation();
  const session = useSession();
  const device = useDeviceClass();
  if (!session) return null;
  const nav = navContextOf(session);
  const bottom = device === "mobile" ? bottomBarItems(nav, mobileBottomBarEnabled()) : [];
  return (
    <div className={shellStyles.frame} data-layout="app" data-device={device}>
      <header className={shellStyles.header}>
        <div className={shellStyles.headerInner}>
          <Logo />
          {device === "mobile" ? (
            <span className={shellStyles.spacer} />
          ) : (
            <nav className={shellStyles.nav} aria-label={t("Main navigation")} data-testid="top-bar">
              <NavLinks items={topBarItems(nav)} label="top" />
            </nav>
          )}
          <NotificationBell />
          <UserMenu session={session} />
        </div>
      </header>
      <main className={cx(shellStyles.main, bottom.length > 0 && shellStyles.mainWithBottomBar)}>
        <Outlet />
      </main>
      {bottom.length > 0 && (
        <nav className={shellStyles.bottomBar} aria-label={t("Main navigation")} data-testid="bottom-bar">
          <NavLinks items={bottom} compact="fill" label="bottom" />
        </nav>
      )}
    </div>
  );
};
