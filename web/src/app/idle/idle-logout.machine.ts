import { setup } from "xstate";

/**
 * Idle logout (spec sections 4 and 9, clarification 36): after 18,000,000 ms without mouse,
 * keyboard, touch or scroll activity the session expires, and 3 s later the user is logged out.
 */
export const idleTimeoutMs = 18_000_000;
export const idleLogoutDelayMs = 3_000;

export const idleLogoutMachine = setup({
  types: {
    events: {} as { type: "user.activity" },
  },
  actions: {
    logout: () => undefined,
  },
  delays: {
    idleTimeout: idleTimeoutMs,
    logoutDelay: idleLogoutDelayMs,
  },
}).createMachine({
  id: "idleLogout",
  initial: "active",
  states: {
    active: {
      after: { idleTimeout: "expiring" },
      on: { "user.activity": { target: "active", reenter: true } },
    },
    expiring: {
      after: { logoutDelay: "loggedOut" },
    },
    loggedOut: {
      type: "final",
      entry: "logout",
    },
  },
});
