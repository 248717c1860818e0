import { randomUUID } from "node:crypto";
import { ConflictError } from "@workledger/domain";
import {
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  START,
  WrongExpectedRevisionError,
  formatPosition,
} from "@workledger/event-store";
import type { EventMetadata, UpcasterRegistry } from "@workledger/event-schemas";

/** The events a decider speaks: a type and its data. */
export interface DecidedEvent {
  readonly type: string;
  readonly data: unknown;
}

/** A plain decider object: pure, so the same command against the same history decides the same. */
export interface Decider<Command, Event extends DecidedEvent, State> {
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
  readonly initialState: State;
}

export interface HandleCommandInput<Command, Event extends DecidedEvent, State> {
  readonly store: EventStore;
  readonly streamName: string;
  readonly decider: Decider<Command, Event, State>;
  readonly command: Command;
  readonly metadata: EventMetadata;
  /** Attempts after the first when another writer got there first. Default 3. */
  readonly maxRetries?: number;
  /** Lifts old event versions before evolve, and stamps new events with the newest version. */
  readonly upcasters?: UpcasterRegistry;
  /** Turns a stored event into the decider's event (e.g. decode with its schema). Default: { type, data }. */
  readonly fromRecorded?: (event: RecordedEvent) => Event;
  readonly newEventId?: () => string;
}

export interface CommandResult {
  /** Global position of the last event written (or of the stream's last event if nothing changed). */
  readonly position: string;
  /** The stream's last revision; -1 when the stream does not exist. */
  readonly nextExpectedRevision: bigint;
  readonly events: number;
}

const defaultFromRecorded = <Event extends DecidedEvent>(event: RecordedEvent): Event =>
  ({ type: event.type, data: event.data }) as unknown as Event;

/**
 * The command path: read the stream, fold it into state, decide, append with the revision that
 * was read. If another writer appended in between, decide again on the new history; after
 * `maxRetries` such races the command fails with a 409 ConflictError.
 */
export const handleCommand = async <Command, Event extends DecidedEvent, State>(
  input: HandleCommandInput<Command, Event, State>,
): Promise<CommandResult> => {
  const { store, streamName, decider, command, metadata, upcasters } = input;
  const maxRetries = input.maxRetries ?? 3;
  const fromRecorded = input.fromRecorded ?? defaultFromRecorded<Event>;
  const newEventId = input.newEventId ?? randomUUID;

  for (let attempt = 0; ; attempt += 1) {
    const history = await store.readStream(streamName);
    const state = history.reduce(
      (s, recorded) => decider.evolve(s, fromRecorded(upcasters === undefined ? recorded : upcasters.upcast(recorded))),
      decider.initialState,
    );
    const decided = decider.decide(command, state);
    const last = history.at(-1);
    if (decided.length === 0) {
      return { position: formatPosition(last?.position ?? START), nextExpectedRevision: last?.revision ?? -1n, events: 0 };
    }
    const events: NewEvent[] = decided.map((event) => ({
      id: newEventId(),
      type: event.type,
      schemaVersion: upcasters?.latestVersion(event.type) ?? 1,
      data: event.data,
      metadata,
    }));
    try {
      const result = await store.appendToStream(streamName, events, last === undefined ? "no_stream" : last.revision);
      return { position: formatPosition(result.position), nextExpectedRevision: result.nextExpectedRevision, events: events.length };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxRetries) {
        throw new ConflictError("The data changed while you were saving; reload and try again", "concurrent_modification");
      }
    }
  }
};
