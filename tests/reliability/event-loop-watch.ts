import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Bounds for "no request holds the event loop long" (ARCHITECTURE.md, Running it), sized for a
 * loaded 2-core CI machine: the point is to catch a request that holds every company for seconds
 * (5,000 schedule events once held the embedded server for 8.5 s, and a health check for 32.6 s),
 * not to race the clock. A quiet machine shows tens of milliseconds.
 */
export const LOOP_DELAY_BOUND_MS = 1_500;
export const HEALTH_ANSWER_BOUND_MS = 2_000;
/**
 * The tighter bound for routes whose work is all sliced or off the thread (bulk confirmation,
 * reports and their files, erasure): they showed at most about 200 ms on the loaded machine, and a
 * report PDF laid out on the request thread held it 850 ms, which this bound refuses.
 */
export const SLICED_LOOP_DELAY_BOUND_MS = 600;

export interface LoopWatch {
  /** Health checks sent after the work began and answered before it ended. */
  readonly healthAnswersDuring: number;
  /** The slowest health check answer over the whole watch. */
  readonly slowestHealthMs: number;
  /** The longest time without a health answer (a client polling every 20 ms waits this long at worst). */
  readonly longestSilenceMs: number;
  /** The longest the event loop was held (perf_hooks monitorEventLoopDelay). */
  readonly maxLoopDelayMs: number;
  /** How long the work took. */
  readonly workMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` against the server at `baseUrl` while another client asks `GET /api/health` over real
 * HTTP every few milliseconds and the event loop's delay is sampled; `settle` (the projections
 * catching up on what the work wrote) is watched too. A request that holds the loop shows as health
 * checks that wait for it, and as a long loop delay.
 */
export const watchEventLoop = async <T>(baseUrl: string, work: () => Promise<T>, settle: (result: T) => Promise<void> = async () => undefined): Promise<{ result: T; watch: LoopWatch }> => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const answers: { sentAt: number; answeredAt: number }[] = [];
  let watching = true;
  const pinger = (async () => {
    while (watching) {
      const sentAt = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`health check answered ${response.status}`);
      answers.push({ sentAt, answeredAt: performance.now() });
      await sleep(20);
    }
  })();
  delay.enable();
  const started = performance.now();
  const silence = () => {
    const times = [started, ...answers.map((a) => a.answeredAt), performance.now()];
    return Math.round(Math.max(...times.slice(1).map((time, i) => time - times[i]!)));
  };
  try {
    const result = await work();
    const ended = performance.now();
    await settle(result);
    return {
      result,
      watch: {
        healthAnswersDuring: answers.filter((a) => a.sentAt >= started && a.answeredAt <= ended).length,
        slowestHealthMs: Math.round(Math.max(0, ...answers.map((a) => a.answeredAt - a.sentAt))),
        longestSilenceMs: silence(),
        maxLoopDelayMs: Math.round(delay.max / 1e6),
        workMs: Math.round(ended - started),
      },
    };
  } finally {
    watching = false;
    delay.disable();
    await pinger;
  }
};
