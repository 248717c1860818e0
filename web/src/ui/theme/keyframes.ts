/** Animations used by the kit's recipes. */
export const keyframes = {
  spin: { from: { transform: "rotate(0deg)" }, to: { transform: "rotate(360deg)" } },
  pulse: { "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } },
  "fade-in": { from: { opacity: 0 }, to: { opacity: 1 } },
  "fade-out": { from: { opacity: 1 }, to: { opacity: 0 } },
  "slide-in-right": { from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } },
  "slide-out-right": { from: { transform: "translateX(0)" }, to: { transform: "translateX(100%)" } },
  "progress-indeterminate": { from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } },
};
