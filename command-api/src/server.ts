import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { ProjectionRunner } from "@workledger/projections";
import { buildApp } from "./build-app.ts";
import { loadConfig, withLocalDevAids, type Config, type ProcessMode } from "./config.ts";
import { openInfrastructure, startProjectionRunner, type Infrastructure } from "./infrastructure.ts";
import { createIdentityModule } from "./identity/identity-module.ts";
import { createLogger } from "./logger.ts";
import type { MailMessage } from "./mail/mail.port.ts";
import { formatOutbox } from "./mail/outbox-mailer.ts";
import { createMailer } from "./mail/create-mailer.ts";
import { startNotificationDispatcher, type RunningDispatcher } from "./notifications/notification-dispatcher.ts";
import { notificationsSlices } from "./notifications/notifications-module.ts";
import { organisationSlices } from "./organisation/organisation-module.ts";
import { payrollSlices, type PayrollDeps } from "./payroll/payroll.routes.ts";
import { payrollSecrets } from "./payroll/payroll-secrets.ts";
import { payCalendarSlices } from "./pay-calendar/pay-calendar-module.ts";
import { startAutoStopScheduler, type RunningScheduler } from "./scheduler/auto-stop.scheduler.ts";
import { formatDemoCredentials, seedDemo } from "./seed/demo-seed.ts";
import { workTimeSlices } from "./work-time/work-time-module.ts";
import { schedulesSlices } from "./schedules/schedules-module.ts";
import { requestsSlices } from "./requests/requests-module.ts";
import { reportsSlices } from "./reports/reports-module.ts";
import { adminSlices } from "./admin/admin-module.ts";

/** A background worker started beside the others (the payroll exporter), given the process's parts. */
export type ProcessWorker = (parts: { readonly infra: Infrastructure; readonly config: Config; readonly logger: Logger; readonly clock: () => Date }) => Promise<{ stop(): Promise<void> }>;

export interface ProcessOptions {
  /** `npm start`: the development aids default to on while bound to loopback. */
  readonly localDevAids?: boolean;
  /**
   * Workers composed by the entry point (main.ts, payroll-exporter-main.ts): they come from
   * packages command-api may not import (integrations), so only the entry points wire them.
   */
  readonly workers?: readonly ProcessWorker[];
  /** Live connectors the API's payroll routes use (Netvisor dimensions), composed by the entry point. */
  readonly payrollConnectors?: (infra: Infrastructure, config: Config) => Pick<PayrollDeps, "netvisorDimensions" | "payrollFiles">;
}

export interface RunningProcess {
  readonly config: Config;
  readonly logger: Logger;
  /** The address the API listens on; undefined in projections mode. */
  readonly url: string | undefined;
  readonly app: FastifyInstance | undefined;
  readonly runner: ProjectionRunner | undefined;
  stop(): Promise<void>;
}

/**
 * Owns process concerns: config, connections, the projection runner (embedded and projections
 * modes), the HTTP listener (embedded and api modes) and an orderly stop.
 */
export const startProcess = async (
  mode: ProcessMode,
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: ProcessOptions = {},
): Promise<RunningProcess> => {
  const local = options.localDevAids === true ? withLocalDevAids(env) : { env, warning: undefined };
  const config = loadConfig(mode, local.env);
  const logger = createLogger(config);
  if (local.warning !== undefined) logger.warn(local.warning);
  const infra = await openInfrastructure(config);
  let runner: ProjectionRunner | undefined;
  let app: FastifyInstance | undefined;
  let scheduler: RunningScheduler | undefined;
  let dispatcher: RunningDispatcher | undefined;
  const workers: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const worker of workers.splice(0).reverse()) await worker.stop().catch((error: unknown) => logger.error({ err: error }, "worker stop failed"));
    await dispatcher?.stop();
    await scheduler?.stop();
    await app?.close();
    await runner?.stop();
    await infra.close();
  };
  try {
    if (mode === "embedded" || mode === "projections") {
      runner = await startProjectionRunner(infra, logger);
      // Automatic stops (idle, end of workday) run beside the projections; the ledger makes a re-run harmless.
      scheduler = startAutoStopScheduler({ ...infra, clock: () => new Date(), logger });
      // Notifications reach people beside the projection that queues them (one active consumer).
      const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, infra.db, () => new Date());
      dispatcher = startNotificationDispatcher({ db: infra.db, bus: infra.bus, mailer, clock: () => new Date(), logger, publicUrl: config.publicUrl });
    }
    for (const start of options.workers ?? []) workers.push(await start({ infra, config, logger, clock: () => new Date() }));
    let url: string | undefined;
    if (mode === "embedded" || mode === "api") {
      const clock = () => new Date();
      const identity = await createIdentityModule({
        ...infra,
        logger,
        clock,
        publicUrl: config.publicUrl,
        readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
        mail: { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
        devOutbox: config.devOutbox,
        // Loopback only (config refuses DEV_OUTBOX elsewhere): the developer's terminal shows what was mailed.
        ...(config.devOutbox ? { onMailKept: (m: MailMessage) => console.log(`\nMail kept in the outbox:\n${formatOutbox([{ ...m, createdAt: new Date().toISOString(), link: m.link ?? null }])}\n`) } : {}),
      });
      app = await buildApp({
        config,
        logger,
        ...infra,
        authenticate: identity.authenticate,
        clock,
        slices: [
          ...identity.slices,
          ...organisationSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...workTimeSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...payCalendarSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...schedulesSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }, { bus: infra.bus, logger }),
          ...requestsSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...notificationsSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...reportsSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...adminSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs }),
          ...payrollSlices({ ...infra, clock, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs, secrets: payrollSecrets(config.payrollKeysSecret), ...options.payrollConnectors?.(infra, config) }),
        ],
      });
      await app.listen({ port: config.port, host: config.host });
      // `npm start` on loopback greets a newcomer with accounts to log in with; never in an image or on a shared address.
      if (mode === "embedded" && config.seedDemo) {
        const seeded = await seedDemo(identity.deps);
        if (seeded.length > 0) console.log(formatDemoCredentials(seeded));
      }
      const address = app.server.address();
      const port = typeof address === "object" && address !== null ? address.port : config.port;
      url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
    }
    return { config, logger, url, app, runner, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
};

/** For the entry points: start, print where, and stop cleanly on SIGINT/SIGTERM. */
export const runMain = async (mode: ProcessMode, options: ProcessOptions = {}): Promise<void> => {
  let running: RunningProcess;
  try {
    running = await startProcess(mode, process.env, options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (running.url !== undefined) console.log(`Workledger is running at ${running.url}`);
  else console.log(`Workledger ${mode} is running`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
};
