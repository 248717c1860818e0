/**
 * The error boundary reloads the page once per failure (spec section 4): a failure is known by
 * its name and message; the same failure right after its reload shows the error instead.
 */
export const failureKey = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : `Unknown: ${String(error)}`;

export const shouldReloadOnce = (key: string, lastReloadedFor: string | null): boolean => key !== lastReloadedFor;
