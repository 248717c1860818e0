export * from "./pay-lines/pay-line.ts";
export * from "./netvisor/netvisor-auth.ts";
export * from "./netvisor/netvisor-xml.ts";
export * from "./netvisor/netvisor-client.ts";
export * from "./merit-palk/merit-palk-auth.ts";
export * from "./merit-palk/merit-palk-payloads.ts";
export * from "./merit-palk/merit-palk-client.ts";
