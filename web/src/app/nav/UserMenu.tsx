import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { displayName } from "../session/current-user.ts";
import { switchPersona } from "../session/persona-switch.ts";
import { logout, type Session } from "../session/session.ts";
import { navContextOf } from "../session/use-session.ts";
import { openDrawer, switchToAdminEntryId } from "./drawer-requests.ts";
import { userMenuEntries } from "./nav-items.ts";

const itemStyle = css({
  display: "flex",
  alignItems: "center",
  px: "3",
  py: "2",
  borderRadius: "sm",
  fontSize: "sm",
  cursor: "pointer",
  color: "fg.default",
  _highlighted: { bg: "accent.subtle", color: "accent.emphasized" },
});

/** The user menu: entries by persona, permission and flag (nav-items.ts). */
export const UserMenu = ({ session }: { session: Session }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const entries = userMenuEntries(navContextOf(session));
  const name = displayName(session.user) || session.user.email || "-";
  const onSelect = (value: string) => {
    const entry = entries.find((e) => e.id === value);
    if (!entry) return;
    switch (entry.kind) {
      case "link":
        void navigate({ to: entry.to });
        return;
      case "drawer":
        openDrawer(entry.id);
        return;
      case "switch-persona":
        // Back to the admin persona is a company change (POST /users/{id}/company/update with
        // company_id 0, spec section 7): the company-switch host runs it, overlay and reload included.
        if (entry.persona === "admin") openDrawer(switchToAdminEntryId);
        else switchPersona(entry.persona);
        return;
      case "logout":
        logout(queryClient);
        void router.invalidate().then(() => navigate({ href: "/login" }));
        return;
    }
  };
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger
        className={css({
          display: "inline-flex",
          alignItems: "center",
          gap: "2",
          px: "2",
          py: "1",
          borderRadius: "full",
          cursor: "pointer",
          _hover: { bg: "bg.subtle" },
          _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing" },
        })}
        aria-label={t("User menu")}
        data-testid="user-menu-trigger"
      >
        <span aria-hidden className={css({ display: "inline-grid", placeItems: "center", w: "8", h: "8", borderRadius: "full", bg: "accent.muted", color: "accent.emphasized", fontSize: "xs", fontWeight: "bold" })}>
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={css({ display: { base: "none", md: "inline" }, fontSize: "sm", maxW: "40", truncate: true })}>{name}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            className={css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", boxShadow: "lg", p: "1", minW: "64", maxH: "472px", overflowY: "auto", zIndex: "dropdown", outline: "none" })}
            data-testid="user-menu"
          >
            {entries.map((entry) => (
              <Menu.Item key={entry.id} value={entry.id} className={itemStyle} data-entry={entry.id}>
                {t(entry.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
