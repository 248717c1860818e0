import { Link, useLocation } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { css, cva } from "styled-system/css";
import { selectedNavId, type NavItem } from "./nav-items.ts";

const linkStyle = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    px: "3",
    py: "2",
    borderRadius: "md",
    color: "fg.muted",
    fontWeight: "medium",
    fontSize: "sm",
    whiteSpace: "nowrap",
    _hover: { color: "fg.default", bg: "bg.subtle" },
    _focusVisible: { outline: "2px solid", outlineColor: "accent.focusRing" },
  },
  variants: {
    selected: { true: { color: "accent.emphasized", bg: "accent.subtle", _hover: { color: "accent.emphasized", bg: "accent.muted" } } },
    /** Bottom bars: "fill" shares the width (wrapping labels), "scroll" keeps labels whole and scrolls. */
    compact: {
      fill: { flex: "1 1 0", minW: "0", fontSize: "0.6875rem", px: "0.5", borderRadius: "none" },
      scroll: { flex: "0 0 auto", fontSize: "xs", px: "3", borderRadius: "none" },
    },
  },
});

/** A row of nav links; the item matching the first path segment is marked selected. */
export const NavLinks = ({ items, compact, label }: { items: readonly NavItem[]; compact?: "fill" | "scroll"; label: string }) => {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const search = useLocation({ select: (l) => l.searchStr });
  // An item that names search parameters (the Company section of /preference) is selected only on them.
  const matchesSearch = (item: NavItem) => Object.entries(item.search ?? {}).every(([k, v]) => new URLSearchParams(search).get(k) === v);
  const pathId = selectedNavId(pathname);
  const selected = items.some((i) => i.id === pathId && matchesSearch(i)) ? pathId : null;
  return (
    <>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.to}
          search={item.search}
          className={linkStyle({ selected: item.id === selected, compact })}
          aria-current={item.id === selected ? "page" : undefined}
          // The router marks every link whose path prefixes the location as current (so "/admin" on
          // /admin/audits); only the item the path names may be, so the others match exactly.
          activeOptions={{ exact: item.id !== selected }}
          data-nav={`${label}-${item.id}`}
          title={compact ? t(item.label) : undefined}
        >
          <span className={css({ minW: "0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{t(item.label)}</span>
        </Link>
      ))}
    </>
  );
};
