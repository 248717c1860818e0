import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { authStyles } from "./AuthCard.tsx";

/**
 * A link to any app path. The frame builds its routes from a list (router.tsx), so their paths
 * are not in the router's type; a plain string is accepted like the nav links do.
 */
export const AppLink = ({ to, children, className = authStyles.link }: { to: string; children: ReactNode; className?: string }) => {
  const path: string = to;
  return (
    <Link to={path} className={className}>
      {children}
    </Link>
  );
};
