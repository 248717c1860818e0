import type { Kysely } from "kysely";
import { canReachWorkspace, seesPeoplesHours } from "@workledger/domain";
import type { Bus } from "@workledger/bus";
import { realtimeChannelOf, realtimeSubjectOf, type RealtimeMessage } from "@workledger/event-schemas";
import { activeCompanyPeople, findDirectoryCompany, listWorksBecameMissing, type Database, type DirectoryCompanyRow, type DirectoryUserRow, type NewlyMissingWorkRow } from "@workledger/projections";
import { principalOf } from "../identity/session-authenticator.ts";
import type { SchedulerLogger } from "./auto-stop.scheduler.ts";

export interface MissingWorkNotifierDeps {
  readonly db: Kysely<Database>;
  readonly bus: Bus;
  readonly logger?: SchedulerLogger;
}

/** What the worker-missing-work notice carries; the client words it in the reader's language. */
export interface MissingWorkData {
  readonly work_id: string;
  readonly worker_id: string;
  readonly worker_name: string;
  readonly work_date: string;
  readonly start_utc: string;
  readonly missing_since: string;
}

export const missingWorkMessage = (recipientId: string, work: NewlyMissingWorkRow): RealtimeMessage => ({
  channel: realtimeChannelOf(recipientId),
  type: "worker-missing-work",
  data: {
    work_id: work.work_id,
    worker_id: work.worker_id,
    worker_name: work.worker_name,
    work_date: work.date,
    start_utc: work.start_at.toISOString(),
    missing_since: work.missing_since.toISOString(),
  } satisfies MissingWorkData,
});

/**
 * Who hears that a work went missing: the company's people who, as managers, see others' hours
 * (the same rights as GET workers/works/missing) and reach the work's workspace. The worker is
 * not told here: it is their own list.
 */
export const missingWorkRecipients = (people: readonly DirectoryUserRow[], company: DirectoryCompanyRow | undefined, work: Pick<NewlyMissingWorkRow, "company_id" | "worker_id" | "workspace_id">): string[] =>
  people
    .filter((person) => person.id !== work.worker_id)
    .filter((person) => {
      const principal = principalOf(person, company, work.company_id, "manager");
      // The list's own rule (mayReadLog): a work in no workspace reaches unscoped managers only.
      return seesPeoplesHours(principal) && canReachWorkspace(principal, work.workspace_id);
    })
    .map((person) => person.id);

/**
 * Publishes a worker-missing-work notice on each manager's users_{id} channel for every work that
 * became missing in (after, until]. The message id is the work and recipient, so two processes
 * (or a repeated window) publishing the same notice are deduplicated by JetStream.
 */
export const publishMissingWorks = async (deps: MissingWorkNotifierDeps, window: { readonly after: Date; readonly until: Date }): Promise<number> => {
  const works = await listWorksBecameMissing(deps.db, window);
  const companies = new Map<string, { company: DirectoryCompanyRow | undefined; people: DirectoryUserRow[] }>();
  let published = 0;
  for (const work of works) {
    let known = companies.get(work.company_id);
    if (known === undefined) {
      known = { company: await findDirectoryCompany(deps.db, work.company_id), people: await activeCompanyPeople(deps.db, work.company_id) };
      companies.set(work.company_id, known);
    }
    for (const recipient of missingWorkRecipients(known.people, known.company, work)) {
      try {
        await deps.bus.publish(realtimeSubjectOf(recipient), missingWorkMessage(recipient, work), { id: `missing-work:${work.work_id}:${recipient}` });
        published += 1;
      } catch (error) {
        deps.logger?.error({ err: error, workId: work.work_id, recipient }, "missing-work notice not published");
      }
    }
  }
  return published;
};
