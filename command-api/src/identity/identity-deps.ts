import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Bus } from "@workledger/bus";
import type { EventStore } from "@workledger/event-store";
import type { Database } from "@workledger/projections";
import type { Mailer } from "../mail/mail.port.ts";
import type { ReadModels } from "../read-your-writes/read-models.ts";
import type { Signer } from "./identity-crypto.ts";
import type { LoginThrottleOptions } from "./login-throttle.ts";
import type { MailRequestThrottleOptions } from "./mail-request-throttle.ts";

/** What the identity routes need, passed explicitly. */
export interface IdentityDeps {
  readonly eventStore: EventStore;
  readonly db: Kysely<Database>;
  readonly readModels: ReadModels;
  readonly bus: Bus;
  readonly mailer: Mailer;
  readonly clock: () => Date;
  readonly logger: Logger;
  /** Where the web app lives: links in emails point there. */
  readonly publicUrl: string;
  readonly readYourWritesTimeoutMs: number;
  readonly csrfSigner: Signer;
  readonly unsubscribeSigner: Signer;
  /** Failed password checks (login, and the current password of a change) by address and client. */
  readonly loginThrottle: LoginThrottleOptions;
  /** Link-mail requests (reset, verification) by address and client. */
  readonly mailRequestThrottle: MailRequestThrottleOptions;
  /** Days of trial a new company gets. */
  readonly trialDays: number;
}
