import { expect } from "vitest";
import { DomainError } from "../errors.ts";

/** Any decider: `{ decide, evolve, initialState }`. */
export interface SpecDecider<Command, Event, State> {
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
  readonly initialState: State;
}

export interface DeciderThen<Event, State> {
  /** The command decided exactly these events (none: the command changed nothing). */
  readonly then: (expected: readonly Event[]) => void;
  /** The decided events match these partially (objects compared with toMatchObject). */
  readonly thenMatches: (expected: readonly unknown[]) => void;
  /** The command was refused with this typed error class and stable code (and message, if given). */
  readonly thenThrows: (errorClass: abstract new (...args: never[]) => DomainError, code: string, message?: string | RegExp) => void;
  /** The decided events folded onto the given state. */
  readonly state: () => State;
  readonly events: () => readonly Event[];
}

/**
 * given(events).when(command).then(events) for decider tests, with no mocks: the history is
 * folded with evolve, the command decided against it, and the result or the typed error checked.
 */
export const deciderSpec = <Command, Event, State>(decider: SpecDecider<Command, Event, State>) => ({
  given: (history: readonly Event[]) => {
    const state = history.reduce(decider.evolve, decider.initialState);
    return {
      state: () => state,
      when: (command: Command): DeciderThen<Event, State> => {
        const run = () => decider.decide(command, state);
        return {
          then: (expected) => expect(run()).toEqual(expected),
          thenMatches: (expected) => expect(run()).toMatchObject(expected),
          thenThrows: (errorClass, code, message) => {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown, "the command should have been refused").toBeInstanceOf(errorClass);
            expect((thrown as DomainError).code).toBe(code);
            if (message !== undefined) expect((thrown as DomainError).message).toMatch(message);
          },
          state: () => run().reduce(decider.evolve, state),
          events: run,
        };
      },
    };
  },
});
