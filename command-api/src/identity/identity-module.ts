import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import type { EventStore } from "@workledger/event-store";
import type { Database } from "@workledger/projections";
import type { Authenticator } from "../auth/actor.ts";
import type { RouteSlice } from "../build-app.ts";
import { createMailer, type MailConfig } from "../mail/create-mailer.ts";
import type { Mailer, MailMessage } from "../mail/mail.port.ts";
import { outboxSlice } from "../mail/outbox.route.ts";
import type { ReadModels } from "../read-your-writes/read-models.ts";
import { startForcedLogoutPublisher, type RunningPublisher } from "../realtime/forced-logout-publisher.ts";
import { realtimeSlice } from "../realtime/realtime.route.ts";
import { adminCompaniesSlice } from "./admin-companies.route.ts";
import { adminMailCapSlice } from "./admin-mail-cap.route.ts";
import { authSlice } from "./auth.routes.ts";
import { companySlice } from "./company.routes.ts";
import { createSigner, secretNamed } from "./identity-crypto.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { identityDbOf } from "./identity.tables.ts";
import { imagesSlice } from "./images.routes.ts";
import { defaultLoginThrottle, type LoginThrottleOptions } from "./login-throttle.ts";
import { defaultMailRequestThrottle, type MailRequestThrottleOptions } from "./mail-request-throttle.ts";
import { peopleRightsSlice } from "./people-rights.routes.ts";
import { peopleSalarySettingsSlice } from "./people-salary-settings.routes.ts";
import { peopleStatusSlice } from "./people-status.routes.ts";
import { peopleSlice } from "./people.routes.ts";
import { ownSessionsSlice } from "./own-sessions.routes.ts";
import { selfSlice } from "./self.routes.ts";
import { sessionSlice } from "./session.routes.ts";
import { userFilesSlice } from "./user-files.routes.ts";
import { createSessionAuthenticator } from "./session-authenticator.ts";

export interface IdentityModuleInput {
  readonly eventStore: EventStore;
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly bus: Bus;
  readonly logger: Logger;
  readonly clock: () => Date;
  readonly publicUrl: string;
  readonly readYourWritesTimeoutMs: number;
  readonly mail: MailConfig;
  /** Offer GET /api/dev/outbox to platform admins (DEV_OUTBOX=true, loopback only). */
  readonly devOutbox: boolean;
  /** Hears each mail kept in the outbox (the loopback development mode prints it in the terminal). */
  readonly onMailKept?: (message: MailMessage) => void;
  /** Publish forced logouts from the log (one publisher per API process; JetStream dedups). */
  readonly publishForcedLogouts?: boolean;
  readonly mailer?: Mailer;
  readonly loginThrottle?: LoginThrottleOptions;
  readonly mailRequestThrottle?: MailRequestThrottleOptions;
  readonly trialDays?: number;
  /** How often an open realtime socket re-reads its session at the latest (default one minute). */
  readonly sessionRecheckMs?: number;
}

export interface IdentityModule {
  readonly deps: IdentityDeps;
  /** The real Authenticator for buildApp: anti-forgery check, then bearer token -> session -> SessionActor. */
  readonly authenticate: Authenticator;
  readonly slices: readonly RouteSlice[];
}

/** Everything the identity capability serves, built from explicit deps (signing keys come from the database). */
export const createIdentityModule = async (input: IdentityModuleInput): Promise<IdentityModule> => {
  const idb = identityDbOf(input.db);
  const csrfSigner = createSigner(await secretNamed(idb, "csrf"));
  const unsubscribeSigner = createSigner(await secretNamed(idb, "unsubscribe"));
  const deps: IdentityDeps = {
    eventStore: input.eventStore,
    db: input.db,
    readModels: input.readModels,
    bus: input.bus,
    mailer: input.mailer ?? createMailer(input.mail, input.db, input.clock, input.onMailKept),
    clock: input.clock,
    logger: input.logger,
    publicUrl: input.publicUrl.replace(/\/+$/, ""),
    readYourWritesTimeoutMs: input.readYourWritesTimeoutMs,
    csrfSigner,
    unsubscribeSigner,
    loginThrottle: input.loginThrottle ?? defaultLoginThrottle,
    mailRequestThrottle: input.mailRequestThrottle ?? defaultMailRequestThrottle,
    trialDays: input.trialDays ?? 14,
  };
  const publisherSlice: RouteSlice = async (app) => {
    let running: RunningPublisher | undefined;
    app.addHook("onReady", async () => {
      running = await startForcedLogoutPublisher({ eventStore: deps.eventStore, bus: deps.bus, db: deps.db, logger: deps.logger });
    });
    app.addHook("onClose", async () => {
      await running?.stop();
    });
  };
  return {
    deps,
    authenticate: createSessionAuthenticator({ db: input.db, bus: input.bus, logger: input.logger, csrfSigner, clock: input.clock }),
    slices: [
      sessionSlice(deps),
      authSlice(deps),
      peopleSlice(deps),
      peopleStatusSlice(deps),
      peopleRightsSlice(deps),
      peopleSalarySettingsSlice(deps),
      selfSlice(deps),
      ownSessionsSlice(deps),
      companySlice(deps),
      adminCompaniesSlice(deps),
      adminMailCapSlice(deps),
      imagesSlice(deps),
      userFilesSlice(deps),
      realtimeSlice({ ...deps, ...(input.sessionRecheckMs === undefined ? {} : { sessionRecheckMs: input.sessionRecheckMs }) }),
      ...(input.devOutbox ? [outboxSlice(deps)] : []),
      ...(input.publishForcedLogouts === false ? [] : [publisherSlice]),
    ],
  };
};
