import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { productName } from "../title/page-title.ts";

/** The product mark; it always links to /. */
export const Logo = () => (
  <Link to="/" className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontWeight: "bold", fontSize: "lg", color: "fg.default" })} aria-label={productName}>
    <span aria-hidden className={css({ display: "inline-grid", placeItems: "center", w: "8", h: "8", borderRadius: "md", bg: "accent.default", color: "fg.onAccent", fontSize: "sm" })}>
      W
    </span>
    <span>{productName}</span>
  </Link>
);
