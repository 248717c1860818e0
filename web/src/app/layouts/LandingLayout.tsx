import { Outlet } from "@tanstack/react-router";
import { Logo } from "../nav/Logo.tsx";
import { LanguagePicker } from "../nav/LanguagePicker.tsx";
import { shellStyles } from "./shell-styles.ts";

/** Public pages: a simple top bar whose logo links to /. */
export const LandingLayout = () => (
  <div className={shellStyles.frame} data-layout="landing">
    <header className={shellStyles.header}>
      <div className={shellStyles.headerInner}>
        <Logo />
        <span className={shellStyles.spacer} />
        <LanguagePicker />
      </div>
    </header>
    <main className={shellStyles.main}>
      <Outlet />
    </main>
  </div>
);
