import type { ReactNode } from "react";
import { css } from "styled-system/css";

/** One titled block of the gallery. */
export const GallerySection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section id={id} aria-labelledby={`${id}-title`} className={css({ display: "flex", flexDirection: "column", gap: "4", p: "6", bg: "bg.surface", borderRadius: "lg", boxShadow: "xs" })}>
    <h2 id={`${id}-title`} className={css({ textStyle: "lg", fontWeight: "semibold" })}>
      {title}
    </h2>
    {children}
  </section>
);

export const row = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-start" });
export const cell = css({ flex: "1 1 16rem", minW: "0" });
