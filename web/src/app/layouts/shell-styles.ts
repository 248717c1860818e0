import { css } from "styled-system/css";
import { maxPageWidth } from "../device/device-class.ts";

export const shellStyles = {
  frame: css({ minH: "100dvh", display: "flex", flexDirection: "column", bg: "bg.canvas" }),
  header: css({ position: "sticky", top: "0", zIndex: 10, bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" }),
  headerInner: css({ maxW: `${maxPageWidth}px`, mx: "auto", display: "flex", alignItems: "center", gap: "4", px: { base: "3", md: "6" }, h: "3.5rem" }),
  nav: css({ display: "flex", alignItems: "center", gap: "1", flex: "1", overflowX: "auto" }),
  spacer: css({ flex: "1" }),
  main: css({ flex: "1", w: "full", maxW: `${maxPageWidth}px`, mx: "auto", px: { base: "3", md: "6" }, py: { base: "4", md: "6" } }),
  mainWithBottomBar: css({ pb: "20" }),
  bottomBar: css({
    position: "fixed",
    bottom: "0",
    insetX: "0",
    zIndex: 10,
    display: "flex",
    alignItems: "stretch",
    h: "16",
    bg: "bg.surface",
    borderTopWidth: "1px",
    borderColor: "border.subtle",
    overflowX: "auto",
  }),
};
