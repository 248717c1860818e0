/** The part of the browser's Geolocation API a punch uses (navigator.geolocation). */
export interface PositionSource {
  getCurrentPosition(success: (position: { readonly coords: { readonly latitude: number; readonly longitude: number } }) => void, error?: (error: unknown) => void, options?: { timeout?: number; maximumAge?: number; enableHighAccuracy?: boolean }): void;
}

export interface PunchLocation {
  readonly latitude: number;
  readonly longitude: number;
}

/** How long a punch waits for a position before it goes without one. */
export const PUNCH_LOCATION_TIMEOUT_MS = 5000;

/**
 * Where the punch happens, for workers whose location is tracked: the browser's position, or null
 * when tracking is off, the browser has none, the user refused, or it takes too long. A punch never
 * fails for want of a location; the server records what it gets.
 */
export const punchLocation = (tracked: boolean, source: PositionSource | undefined, timeoutMs = PUNCH_LOCATION_TIMEOUT_MS): Promise<PunchLocation | null> => {
  if (!tracked || source === undefined) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    const done = (value: PunchLocation | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      source.getCurrentPosition(
        ({ coords }) => done(Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude) ? { latitude: coords.latitude, longitude: coords.longitude } : null),
        () => done(null),
        { timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      done(null);
    }
  });
};

/** The punch body's location fields: only the start and stop punches carry them. */
export const locationFields = (kind: string, location: PunchLocation | null): Partial<PunchLocation> =>
  location === null || (kind !== "start" && kind !== "stop") ? {} : { latitude: location.latitude, longitude: location.longitude };
