/** How often and how patiently a durable consumer retries a message whose handler failed. */
export interface RetryPolicy {
  /** Total deliveries, the first included. */
  readonly maxDeliver: number;
  /** Delay before redelivery n+1 after failed delivery n; the last entry repeats. */
  readonly backoffMs: readonly number[];
}

export const defaultRetryPolicy: RetryPolicy = { maxDeliver: 5, backoffMs: [200, 1_000, 5_000, 15_000] };

export const backoffAfter = (policy: RetryPolicy, attempt: number): number =>
  policy.backoffMs[Math.min(attempt, policy.backoffMs.length) - 1] ?? 0;

export const reportToConsole = (failure: {
  readonly error: unknown;
  readonly message: { readonly id: string; readonly subject: string };
  readonly durable: string | undefined;
  readonly attempt: number;
  readonly final: boolean;
}): void => {
  const who = failure.durable === undefined ? "subscriber" : `durable consumer ${failure.durable}`;
  const what = failure.final ? "gave up on" : "will retry";
  console.error(
    `[bus] ${who} failed on ${failure.message.subject} (${failure.message.id}), attempt ${failure.attempt}; ${what} it`,
    failure.error,
  );
};
