import { createInProcessBus, type InProcessBusOptions } from "./in-process-bus.ts";
import { createNatsBus, type NatsBusConfig } from "./nats-bus.ts";
import type { Bus } from "./port.ts";

export interface BusConfig {
  /** NATS_URL: set it to use NATS (JetStream for durable consumers); unset means in-process. */
  readonly natsUrl?: string | undefined;
  /** JetStream stream name. Default "WORKLEDGER". */
  readonly streamName?: string | undefined;
}

export const createBus = async (
  config: BusConfig,
  options: InProcessBusOptions & Omit<Partial<NatsBusConfig>, "url" | "streamName"> = {},
): Promise<Bus> =>
  config.natsUrl === undefined || config.natsUrl === ""
    ? createInProcessBus(options)
    : createNatsBus({ ...options, url: config.natsUrl, streamName: config.streamName ?? "WORKLEDGER" });
