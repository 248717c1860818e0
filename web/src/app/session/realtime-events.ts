/**
 * The frames of the users_{id} channel, handed from the one socket the signed-in app keeps
 * (ForcedLogoutListener) to whoever listens: the notification bell refreshes its feed on them.
 */
export interface RealtimeFrame {
  readonly type?: string;
  readonly title?: string;
  readonly message?: string;
  readonly data?: unknown;
}

type Listener = (frame: RealtimeFrame) => void;
const listeners = new Set<Listener>();

export const onRealtimeFrame = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const publishRealtimeFrame = (raw: string): void => {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return;
  }
  if (typeof frame !== "object" || frame === null) return;
  listeners.forEach((l) => l(frame as RealtimeFrame));
};
