import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from "@nats-io/jetstream";
import { nanos } from "@nats-io/transport-node";

const isApiError = (error: unknown, code: number): boolean => error instanceof JetStreamApiError && error.code === code;

export interface StreamSpec {
  readonly name: string;
  readonly subjects: string[];
  readonly maxAgeMs: number;
  readonly duplicateWindowMs: number;
}

/** Creates the stream, or brings an existing one to this spec; safe when processes race. */
export const ensureStream = async (jsm: JetStreamManager, spec: StreamSpec): Promise<void> => {
  const config = {
    name: spec.name,
    subjects: spec.subjects,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: nanos(spec.maxAgeMs),
    duplicate_window: nanos(spec.duplicateWindowMs),
  };
  try {
    const { config: current } = await jsm.streams.info(spec.name);
    const same =
      current.subjects.join() === config.subjects.join() &&
      current.max_age === config.max_age &&
      current.duplicate_window === config.duplicate_window;
    if (!same) await jsm.streams.update(spec.name, config);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    await jsm.streams.add(config).catch(async (addError: unknown) => {
      // Another process created it in between: make it match.
      if (!(addError instanceof JetStreamApiError)) throw addError;
      await jsm.streams.update(spec.name, config);
    });
  }
};

export interface DurableSpec {
  readonly stream: string;
  readonly durable: string;
  readonly filterSubject: string;
  readonly maxDeliver: number;
  readonly ackWaitMs: number;
  /**
   * When the durable has to be created again (it was deleted from under a running subscriber):
   * the last stream sequence that subscriber finished, so it resumes right after it.
   */
  readonly resumeAfterSequence?: number;
}

/** A durable pull consumer with explicit acks; re-subscribing with another subject moves it. */
export const ensureDurableConsumer = async (jsm: JetStreamManager, spec: DurableSpec): Promise<void> => {
  const wanted = { filter_subject: spec.filterSubject, max_deliver: spec.maxDeliver, ack_wait: nanos(spec.ackWaitMs) };
  try {
    const { config: current } = await jsm.consumers.info(spec.stream, spec.durable);
    const same =
      current.filter_subject === wanted.filter_subject &&
      current.max_deliver === wanted.max_deliver &&
      current.ack_wait === wanted.ack_wait;
    if (!same) await jsm.consumers.update(spec.stream, spec.durable, wanted);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
    await jsm.consumers.add(spec.stream, {
      ...wanted,
      durable_name: spec.durable,
      ack_policy: AckPolicy.Explicit,
      ...(spec.resumeAfterSequence === undefined
        ? // A new durable starts now, like the in-process bus: the stream's history is not replayed.
          { deliver_policy: DeliverPolicy.New }
        : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: spec.resumeAfterSequence + 1 }),
    });
  }
};
