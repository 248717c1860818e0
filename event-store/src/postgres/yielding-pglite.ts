import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";

/** How long a chain of PGlite queries may hold the thread before it lets the event loop turn. */
export const PGLITE_SLICE_MS = 10;

/**
 * PGlite runs each query in WebAssembly on this thread and resolves it as a microtask, so a chain of
 * awaited queries (a request appending thousands of events, a projection batch) never lets the event
 * loop turn: no timer fires and no other request is read until the whole chain ends (a 5,000-event
 * schedule request held every company's requests, health checks included, for its whole run). This
 * PGlite lets the loop turn (setImmediate) before a protocol message once the thread has been held
 * for a slice. Order is kept: the node-postgres adapter sends one message after the other on its one
 * connection. A single statement still runs in one go, so writers keep statements small (APPEND_SLICE).
 */
export class YieldingPGlite extends PGlite {
  #heldSince = performance.now();

  override async execProtocolStream(...args: Parameters<PGlite["execProtocolStream"]>): ReturnType<PGlite["execProtocolStream"]> {
    if (performance.now() - this.#heldSince >= PGLITE_SLICE_MS) {
      await nextTurn();
      this.#heldSince = performance.now();
    }
    return super.execProtocolStream(...args);
  }
}
