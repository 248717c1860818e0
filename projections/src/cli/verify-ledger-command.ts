import type { ChainVerification, EventStore } from "@workledger/event-store";

export const verifyLedgerUsage = `Usage:
  npm run verify-ledger                     verify every stream's hash chain; exit 1 at the first broken link
  npm run verify-ledger -- --stream <name>  verify one stream`;

/** One line naming the first broken link, or the all-clear with the heads digest to note down. */
export const describeVerification = (result: ChainVerification, seconds: number): string[] => {
  const rate = seconds > 0 ? Math.round(result.eventsChecked / seconds) : result.eventsChecked;
  if (result.ok) {
    return [
      `Ledger chain intact: ${result.eventsChecked} events in ${result.streamsChecked} streams verified in ${seconds.toFixed(1)} s (${rate} events/s).`,
      ...(result.headsDigest === null ? [] : [`Heads digest (note it down to anchor the ledger): ${result.headsDigest}`]),
    ];
  }
  const b = result.firstBreak!;
  return [
    `Ledger chain BROKEN: first broken link in stream ${b.streamName} at revision ${b.revision} (${b.reason})` +
      (b.eventId === null ? "" : `, event ${b.eventId} at global position ${b.globalPosition}`) +
      (b.storedHash === null ? "" : `; stored hash ${b.storedHash}, recomputed ${b.expectedHash}`),
    `${result.eventsChecked} events verified before it.`,
  ];
};

/** Verifies the whole ledger or one stream (`--stream <name>`); prints to `out`; returns the exit code. */
export const runVerifyLedger = async (args: readonly string[], store: EventStore, out: (line: string) => void, now: () => number = Date.now): Promise<number> => {
  const streamAt = args.indexOf("--stream");
  const streamName = streamAt === -1 ? undefined : args[streamAt + 1];
  if ((streamAt !== -1 && streamName === undefined) || args.some((a, i) => a !== "--stream" && i !== streamAt + 1)) {
    out(verifyLedgerUsage);
    return 2;
  }
  if (store.verifyChain === undefined) {
    out("This event store keeps no hash chain (KurrentDB): nothing to verify. See event-store/README.md.");
    return 2;
  }
  const started = now();
  const result = await store.verifyChain(streamName === undefined ? {} : { streamName });
  for (const line of describeVerification(result, (now() - started) / 1000)) out(line);
  return result.ok ? 0 : 1;
};
