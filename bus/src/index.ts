export * from "./port.ts";
export { createBus, type BusConfig } from "./create-bus.ts";
export { createInProcessBus, type InProcessBus, type InProcessBusOptions } from "./in-process-bus.ts";
export { createNatsBus, type NatsBusConfig } from "./nats-bus.ts";
export { createLruSeenStore, idempotent, type SeenStore } from "./idempotent.ts";
export { defaultRetryPolicy, type RetryPolicy } from "./retry-policy.ts";
export { subjectMatches } from "./subject.ts";
