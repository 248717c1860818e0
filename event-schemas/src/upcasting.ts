/**
 * Events are never rewritten in the store; an old shape is lifted to the current one on read.
 * An upcaster takes the data of version N of a type and returns the data of version N + 1.
 */
export interface Upcaster {
  readonly type: string;
  readonly fromVersion: number;
  readonly upcast: (data: unknown) => unknown;
}

export interface Versioned {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
}

export interface UpcasterRegistry {
  /** Lifts an event to the newest version known for its type; other fields are kept. */
  readonly upcast: <E extends Versioned>(event: E) => E;
  readonly latestVersion: (type: string) => number;
}

export const makeUpcasterRegistry = (upcasters: ReadonlyArray<Upcaster>): UpcasterRegistry => {
  const byType = new Map<string, Map<number, Upcaster["upcast"]>>();
  for (const u of upcasters) {
    const steps = byType.get(u.type) ?? new Map<number, Upcaster["upcast"]>();
    if (steps.has(u.fromVersion)) throw new Error(`Two upcasters for ${u.type} v${u.fromVersion}`);
    steps.set(u.fromVersion, u.upcast);
    byType.set(u.type, steps);
  }
  const latestVersion = (type: string): number => {
    const steps = byType.get(type);
    return steps === undefined ? 1 : Math.max(...steps.keys()) + 1;
  };
  const upcast = <E extends Versioned>(event: E): E => {
    const steps = byType.get(event.type);
    if (steps === undefined) return event;
    let { data, schemaVersion } = event;
    for (let step = steps.get(schemaVersion); step !== undefined; step = steps.get(schemaVersion)) {
      data = step(data);
      schemaVersion += 1;
    }
    return schemaVersion === event.schemaVersion ? event : { ...event, data, schemaVersion };
  };
  return { upcast, latestVersion };
};
