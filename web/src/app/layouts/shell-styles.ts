import { css } from "styled-system/css";

// Panda extracts styles statically: the 2560 px page maximum (device/device-class.ts) is the `pageMax`
// size token, since an imported constant in a template string produces no CSS at all.

export const shellStyles = {
  frame: css({ w: "full", maxW: "pageMax", mx: "auto", minH: "100dvh", display: "flex", flexDirection: "column", bg: "bg.canvas" }),
  header: css({ position: "sticky", top: "0", zIndex: 10, bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" }),
  headerInner: css({ display: "flex", alignItems: "center", gap: "4", px: { base: "3", md: "6" }, h: "3.5rem" }),
  nav: css({ display: "flex", alignItems: "center", gap: "1", flex: "1", overflowX: "auto" }),
  spacer: css({ flex: "1" }),
  main: css({ flex: "1", w: "full", px: { base: "3", md: "6" }, py: { base: "4", md: "6" } }),
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
