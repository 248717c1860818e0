import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { companyFlagKeys, workspaceStreamName } from "@workledger/event-schemas";
import { strongPassword } from "@workledger/command-api/identity/testing/identity-test-app.ts";
import { readOutbox } from "@workledger/command-api/mail/outbox-mailer.ts";
import type { Person } from "@workledger/command-api/work-time/testing/work-time-test-app.ts";
import { bound, ledger, noteLedgerPosition, type Call, type Ctx, type Sender, type Upload } from "./sweep-calls.ts";

/**
 * The owner calls the generator cannot guess: per write operation, who calls it as its owner and
 * the path values, body fields and state (a pending request to decide, a running work to stop, an
 * entity of its own to delete) it needs to succeed. Each build runs once per fixture (company A,
 * company B, B's North and South workspaces), so each makes its own state: the sweep sends A's
 * build from B, and swaps South's ids into North's build. An operation not listed here gets the
 * generated call (the fixture's ids, plausible required fields).
 */
type Built = Partial<Omit<Call, "body" | "as">> & { readonly as?: Sender; readonly body?: Record<string, unknown>; readonly upload?: Upload };

/** What one operation's owner call needs beyond the generated path and body. */
export interface OwnerCase {
  /** Who calls it as its owner (default: the company's founder). */
  readonly as?: Sender;
  /** Path values, query, body fields (merged over the generated body) and state made for this fixture. */
  readonly build?: (ctx: Ctx) => Promise<Built> | Built;
  /**
   * For the boundary sweep: the other body fields a field's value at an end of its range needs
   * (a pay period starting on day 28 takes effect on a 28th). Such a field is sent on its own.
   */
  readonly atBound?: Readonly<Record<string, (value: number) => Record<string, unknown>>>;
}

const unique = () => crypto.randomUUID().slice(0, 8);

/** A work day of the fixture's month (the sweep's clock stands on 2026-11-18). */
export const day = "2026-11-16";
export const sweepNow = new Date("2026-11-18T10:00:00.000Z");

/** Sends as `token` and answers the JSON body; anything but 2xx fails the set-up loudly. */
export const ask = async (ctx: Ctx, token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<Record<string, unknown>> => {
  const answer = await ctx.t.send(method, url, token, body, ledger.position === undefined ? {} : { "x-wait-for-position": ledger.position });
  noteLedgerPosition(answer);
  if (answer.statusCode >= 300) throw new Error(`set-up ${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
};
const idIn = (json: Record<string, unknown>): string => {
  const data = json.data as Record<string, unknown> | undefined;
  return (data?.id ?? data?.job_id ?? json.work_id ?? json.id) as string;
};
const company = (ctx: Ctx, path: string) => `/api/companies/${ctx.company}${path}`;

/** Rules each kind of rule group accepts. */
export const groupRules: Readonly<Record<string, unknown>> = {
  overtimes: { daily: { threshold_seconds: 28_800, tiers: [{ length_seconds: null, multiplier: 1.5 }] }, weekly: null, monthly: null },
  "work-rounds": { round_start_minutes: 15, round_end_minutes: 15 },
  "allowed-pauses": { entitlements: [{ min_work_seconds: 21_600, allowed_pause_seconds: 1_800 }] },
  "daily-allowance": { tiers: [{ name: "Full day", min_seconds: 36_000, amount_cents: 5_100 }] },
  compensation: { windows: [{ name: "Evening", weekdays: [1, 2, 3, 4, 5], from: "18:00", to: "22:00", kind: "PerHour", cents_per_hour: 200 }] },
};
const groupKinds = Object.keys(groupRules);

/** A person added by hand (no sign-in): someone to delete, deactivate, erase or run a timer for. */
const addedPerson = async (ctx: Ctx): Promise<string> =>
  idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/users"), { email: `added-${unique()}@x.io`, first_name: "Added", last_name: "Person", rights: undefined }));
const workerRights = (ctx: Ctx) => ({ user_role_id: 3, general_rights_workspace_ids: [ctx.workspace], manager_rights_workspace_ids: [], permissions: [] });
/** A person added by hand into the fixture's workspace (for the North/South views: inside or outside the scoped manager's reach). */
const addedPersonHere = async (ctx: Ctx): Promise<string> =>
  bound(idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/users"), { email: `added-${unique()}@x.io`, first_name: "Added", last_name: "Person", rights: workerRights(ctx) })));
/** A signed-in person of the fixture's workspace (worker rights): for calls that end their sessions or change their password. */
const signedIn = async (ctx: Ctx): Promise<Person> => {
  const p = await ctx.t.person(ctx.founder, undefined, { generalWorkspaces: [ctx.workspace] });
  bound(p.id);
  return p;
};
let slots = 0;
/** A half hour no other work log of the sweep takes: November 2nd to 13th, 20 a day. */
const freeSlot = (): { start: string; end: string } => {
  const n = slots++;
  const date = `2026-11-${String(2 + Math.floor(n / 20) % 12).padStart(2, "0")}`;
  const hour = String(2 + (n % 20)).padStart(2, "0");
  return { start: `${date}T${hour}:00:00.000Z`, end: `${date}T${hour}:30:00.000Z` };
};
const shiftsOf = new Map<string, number>();
/** Eight hours of October no other planned event of the person takes (three a day): room for the longest pause and break. */
const freeShift = (personId: string): { start: string; end: string } => {
  const n = shiftsOf.get(personId) ?? 0;
  shiftsOf.set(personId, n + 1);
  const date = `2026-10-${String(1 + (Math.floor(n / 3) % 31)).padStart(2, "0")}`;
  const hour = String((n % 3) * 8).padStart(2, "0");
  const end = n % 3 === 2 ? `${date}T23:59:00.000Z` : `${date}T${String((n % 3) * 8 + 8).padStart(2, "0")}:00:00.000Z`;
  return { start: `${date}T${hour}:00:00.000Z`, end };
};
/** A finished work log of the fixture's person, added by the founder. */
const workLog = async (ctx: Ctx, worker = ctx.worker.id): Promise<string> =>
  bound(idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/works"), { worker_id: worker, ...freeSlot(), workspace_id: ctx.workspace })));
const workType = async (ctx: Ctx) => idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/work-types"), { name: `Type ${unique()}` }));
const absenceType = async (ctx: Ctx) => idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/work-leaves/types"), { name: `Leave ${unique()}` }));
const workspace = async (ctx: Ctx) => idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/divisions"), { name: `Site ${unique()}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 }));
const group = async (ctx: Ctx, kind: string) => idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, `/${kind}/groups`), { name: `Group ${unique()}`, rules: groupRules[kind] }));
/** A new company's founder, signed up and not yet verified (their verification mail is in the outbox); their address. */
const signedUp = async (ctx: Ctx): Promise<string> => {
  const email = `signup-${unique()}@x.io`;
  const answer = await anonymous(ctx, "/api/signup", { email, password: strongPassword, password_confirmation: strongPassword, terms: true, first_name: "New", last_name: "Founder", company_name: "Sweep sign-up" });
  if (answer.statusCode >= 300) throw new Error(`set-up sign-up: ${answer.statusCode} ${answer.body}`);
  return email;
};
const anonymous = async (ctx: Ctx, url: string, body: unknown): Promise<LightMyRequestResponse> => {
  const csrf = (await ctx.t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
  return ctx.t.app.inject({ method: "POST", url, headers: { "x-xsrf-token": csrf }, payload: body as object });
};
/** A person who is working now (timer running), started by the founder: 'paused' pauses it too. */
const timerOf = async (ctx: Ctx, state: "running" | "paused"): Promise<string> => {
  const person = await addedPersonHere(ctx);
  await ask(ctx, ctx.founder.token, "POST", company(ctx, "/works/start"), { worker_id: person, workspace_id: ctx.workspace });
  if (state === "paused") await ask(ctx, ctx.founder.token, "POST", company(ctx, "/works/pause"), { worker_id: person });
  return person;
};
const position = async (ctx: Ctx) => idIn(await ask(ctx, ctx.founder.token, "POST", `/api/schedules/${ctx.company}/positions`, { name: `Position ${unique()}` }));
/** A planned shift of the fixture's person. */
const shift = async (ctx: Ctx, kind: "shifts" | "tasks" | "absences" = "shifts") =>
  bound(idIn(await ask(ctx, ctx.founder.token, "POST", `/api/schedules/${kind}`, { user_id: ctx.worker.id, ...freeShift(ctx.worker.id), ...(kind === "absences" ? { type_id: ctx.absenceType } : {}) })));
const preset = async (ctx: Ctx) => idIn(await ask(ctx, ctx.founder.token, "POST", "/api/schedules/shifts", { user_id: ctx.worker.id, ...freeShift(ctx.worker.id), title: `Preset ${unique()}`, is_preset: true }));
const broadcast = async (ctx: Ctx) => idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "/broadcasts"), { title: "Sweep", text: "Hello", user_ids: [ctx.worker.id] }));
const adminBroadcast = async (ctx: Ctx) => idIn(await ask(ctx, ctx.adminToken, "POST", "/api/admin/broadcasts", { title: "Sweep", text: "Hello", user_ids: [ctx.worker.id] }));
/** The fixture person's pending request of a kind (a person has one at a time: the one the request call made, or a new one). */
const pendingRequest = async (ctx: Ctx, kind: "paid_absence" | "bonus", ask: () => Promise<LightMyRequestResponse>): Promise<{ id: string; work_id: string | null }> => {
  const asked = await ask();
  noteLedgerPosition(asked);
  if (asked.statusCode >= 300 && asked.json().code !== "ongoing_request") throw new Error(`set-up ${kind} request: ${asked.statusCode} ${asked.body}`);
  const pending = await ctx.t.send("GET", `/api/requests?kind=${kind}&status=pending`, ctx.worker.token, undefined, { "x-wait-for-position": ledger.position! });
  const request = (pending.json().data as { id: string; work_id: string | null }[])[0]!;
  bound(request.id);
  return request;
};
const leaveRequest = async (ctx: Ctx): Promise<string> =>
  (
    await pendingRequest(ctx, "paid_absence", () =>
      ctx.t.send("POST", "/api/users/work-leaves/request", ctx.worker.token, { type_id: ctx.absenceType, started_at: Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 * 14, ended_at: Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 * 15 }),
    )
  ).id;
/** A work log of the fixture's person with a pending bonus request. */
const bonusRequest = async (ctx: Ctx): Promise<string> => {
  const work = await workLog(ctx);
  return bound((await pendingRequest(ctx, "bonus", () => ctx.t.send("POST", `/api/works/${work}/bonus/request`, ctx.worker.token, { bonus: 10, manager_id: ctx.founder.id }, { "x-wait-for-position": ledger.position! }))).work_id!);
};
/** A new notification in the fixture person's feed: a broadcast posted to them. */
const notification = async (ctx: Ctx): Promise<string> => {
  const id = await broadcast(ctx);
  await ask(ctx, ctx.founder.token, "POST", company(ctx, `/broadcasts/${id}/post`));
  const feed = await ask(ctx, ctx.worker.token, "GET", "/api/notifications");
  return (feed.data as { id: string; data: { broadcast_id?: string } }[]).find((n) => n.data.broadcast_id === id)!.id;
};
const pdf: Upload = { field: "file", fileName: "contract.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-1.4 sweep") };
let png: Buffer | undefined;
const image = async (field: string): Promise<Upload> => {
  png ??= await sharp({ create: { width: 2, height: 2, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
  return { field, fileName: "photo.png", contentType: "image/png", data: png };
};
/** Uploads a PDF as `token` to `url`; the stored file's id. */
const upload = async (ctx: Ctx, url: string, token: string): Promise<string> => {
  const csrf = (await ctx.t.app.inject({ method: "GET", url: "/api/sanctum/csrf-cookie" })).json().csrf_token as string;
  const boundary = `----wl${unique()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contract.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await ctx.t.app.inject({ method: "POST", url, headers: { "x-xsrf-token": csrf, authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
  if (answer.statusCode >= 300) throw new Error(`set-up upload ${url}: ${answer.statusCode} ${answer.body}`);
  return bound(idIn(answer.json()));
};
/** One of the fixture person's files, kept by the founder. */
const personFile = (ctx: Ctx): Promise<string> => upload(ctx, company(ctx, `/users/${ctx.worker.id}/files`), ctx.founder.token);
/** A receipt the fixture's person uploaded for a work log: a log may name only uploads its naming actor may read. */
const workFile = async (ctx: Ctx): Promise<{ id: string; name: string }> => ({ id: await upload(ctx, company(ctx, "/works/files"), ctx.worker.token), name: "contract.pdf" });
/** A link token from the newest mail of a kind to an address. */
const mailToken = async (ctx: Ctx, to: string, kind: string): Promise<string> => {
  const mail = (await readOutbox(ctx.t.db, { to })).find((m) => m.kind === kind);
  if (mail?.link == null) throw new Error(`set-up: no ${kind} mail to ${to}`);
  return new URL(mail.link).searchParams.get("token")!;
};
/** A person invited by the founder (no password yet) and their set-password token. */
const invited = async (ctx: Ctx): Promise<{ email: string; token: string }> => {
  const email = `invited-${unique()}@x.io`;
  await ask(ctx, ctx.founder.token, "POST", company(ctx, "/users/invite"), { emails: [email], workspace: ctx.company, language: "en" });
  return { email, token: await mailToken(ctx, email, "set_password") };
};

const everyFlag = Object.fromEntries(companyFlagKeys.map((k) => [k, true]));
const self = { as: "worker" as const };
const groupCases = Object.fromEntries(
  groupKinds.flatMap((kind): [string, OwnerCase][] => {
    const base = `/api/companies/{id}/${kind}/groups`;
    return [
      [`POST ${base}`, { build: (ctx) => ({ body: { name: `Group ${unique()}`, rules: groupRules[kind] as Record<string, unknown>, person_ids: [ctx.worker.id] } }) }],
      [`PUT ${base}/{groupId}`, { build: async (ctx) => ({ path: { groupId: await group(ctx, kind) }, body: { name: `Group ${unique()}`, rules: groupRules[kind] as Record<string, unknown> } }) }],
      [`DELETE ${base}/{groupId}`, { build: async (ctx) => ({ path: { groupId: await group(ctx, kind) } }) }],
      [`POST ${base}/{groupId}/assign`, { build: async (ctx) => ({ path: { groupId: await group(ctx, kind) }, body: { person_ids: [ctx.worker.id] } }) }],
      [
        `POST ${base}/{groupId}/unassign`,
        {
          build: async (ctx) => {
            const id = await group(ctx, kind);
            await ask(ctx, ctx.founder.token, "POST", company(ctx, `/${kind}/groups/${id}/assign`), { person_ids: [ctx.worker.id] });
            return { path: { groupId: id }, body: { person_ids: [ctx.worker.id] } };
          },
        },
      ],
    ];
  }),
);

export const ownerCases: Readonly<Record<string, OwnerCase>> = {
  ...groupCases,
  // Signed out: sign-in, sign-up and the links mailed to a person.
  "POST /api/login": { as: "anonymous", build: (ctx) => ({ body: { email: ctx.worker.email, password: strongPassword } }) },
  "POST /api/signup": {
    as: "anonymous",
    build: () => ({ body: { email: `signup-${unique()}@x.io`, password: strongPassword, password_confirmation: strongPassword, terms: true, first_name: "New", last_name: "Founder", company_name: "Sweep signup" } }),
  },
  "POST /api/password/forgot": { as: "anonymous", build: (ctx) => ({ body: { email: ctx.worker.email } }) },
  "POST /api/password/reset": {
    as: "anonymous",
    build: async (ctx) => {
      // A reset ends the person's sessions: someone of its own.
      const email = await signedUp(ctx);
      await anonymous(ctx, "/api/password/forgot", { email });
      return { body: { token: await mailToken(ctx, email, "reset_password"), password: "Another123", password_confirmation: "Another123" } };
    },
  },
  "POST /api/password/set": { as: "anonymous", build: async (ctx) => ({ body: { token: (await invited(ctx)).token, password: strongPassword, password_confirmation: strongPassword } }) },
  "POST /api/password/set/invitation": { as: "anonymous", build: async (ctx) => ({ body: { token: (await invited(ctx)).token } }) },
  "POST /api/users/verification/verify": { as: "anonymous", build: async (ctx) => ({ body: { token: await mailToken(ctx, await signedUp(ctx), "verify_email") } }) },
  "POST /api/users/verification/resend": { as: "anonymous", build: async (ctx) => ({ body: { email: await signedUp(ctx) } }) },
  "POST /api/unsubscribe": { as: "anonymous", build: (ctx) => ({ body: { token: ctx.t.identity.deps.unsubscribeSigner.sign(ctx.worker.id) } }) },

  // Reads with a declared range in their query (the boundary sweep's owner calls).
  "GET /api/holidays/{code}": { build: () => ({ path: { code: "FI" } }) },

  // One's own account.
  "POST /api/users/{id}/company/update": { ...self, build: (ctx) => ({ body: { company_id: ctx.company } }) },
  "PUT /api/users/{id}/profile": { ...self, build: () => ({ body: { first_name: "Own", last_name: "Name", phone_numbers: ["+358401234567"], addresses: ["Main Street 1"] } }) },
  "PUT /api/users/{id}/preferences": { ...self, build: () => ({ body: { show_time_decimal: true } }) },
  "POST /api/users/{id}/notifications/settings": { ...self, build: () => ({ body: { options: JSON.stringify({ absence_request: true }) } }) },
  "POST /api/users/{id}/email": { ...self, build: () => ({ body: { email: `new-${unique()}@x.io`, current_password: strongPassword } }) },
  "POST /api/users/{id}/email/cancel": {
    ...self,
    build: async (ctx) => {
      await ask(ctx, ctx.worker.token, "POST", `/api/users/${ctx.worker.id}/email`, { email: `new-${unique()}@x.io`, current_password: strongPassword });
      return {};
    },
  },
  // A new password and signing out everywhere end the person's sessions: someone of its own.
  "POST /api/users/{id}/password": { build: async (ctx) => { const p = await signedIn(ctx); return { as: p, path: { id: p.id }, body: { current_password: strongPassword, password: "Another123", password_confirmation: "Another123" } }; } },
  "POST /api/users/{id}/sessions/revoke-all": { build: async (ctx) => { const p = await signedIn(ctx); return { as: p, path: { id: p.id } }; } },
  // The person signs in a second time and ends that other session.
  "POST /api/users/{id}/sessions/{sessionId}/revoke": {
    ...self,
    build: async (ctx) => {
      const other = await ctx.t.relogin({ ...ctx.worker });
      const sessions = await ask(ctx, other.token, "GET", `/api/users/${ctx.worker.id}/sessions`);
      return { path: { sessionId: (sessions.data as { id: string; current: boolean }[]).find((x) => x.current)!.id } };
    },
  },
  "POST /api/users/{id}/photo": { ...self, build: async () => ({ upload: await image("photo") }) },
  "POST /api/v2/users/{id}/register/complete": { build: (ctx) => ({ path: { id: ctx.founder.id }, body: { workspace_name: `${ctx.label} company`, first_name: "Sam", last_name: "Founder" } }) },
  "POST /api/realtime/ticket": self,
  "PUT /api/companies/{id}/pay-calendar/my-time-zone": { ...self, build: () => ({ body: { time_zone: "Europe/Tallinn", effective_from: "2026-11-18" } }) },
  "PUT /api/companies/{id}/preferences/me": { ...self, build: () => ({ body: { sorting_order: "LastName" } }) },

  // People.
  "PUT /api/companies/{id}/users/{userId}": { build: () => ({ body: { first_name: "Edited", phone_numbers: ["+358401234567"], addresses: ["Main Street 1"] } }) },
  // Placed by the chosen workspace (the rights name none): another company's or one outside the scope is refused.
  "POST /api/companies/{id}/users/invite": { build: (ctx) => ({ body: { emails: [`invite-${unique()}@x.io`], workspace: ctx.workspace, language: "en", rights: { user_role_id: 3, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] } } }) },
  "POST /api/companies/{id}/users": { build: (ctx) => ({ body: { email: `added-${unique()}@x.io`, first_name: "Added", last_name: "Person", phone_numbers: ["+358401234567"], addresses: ["Main Street 1"], workspace: ctx.workspace, rights: { user_role_id: 3, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] } } }) },
  "POST /api/companies/{id}/users/{userId}/email/cancel": {
    build: async (ctx) => {
      await ask(ctx, ctx.founder.token, "PUT", company(ctx, `/users/${ctx.worker.id}`), { email: `changed-${unique()}@x.io` });
      return {};
    },
  },
  "POST /api/companies/{id}/users/{userId}/activate": {
    build: async (ctx) => {
      const id = await addedPersonHere(ctx);
      await ask(ctx, ctx.founder.token, "POST", company(ctx, `/users/${id}/deactivate`));
      return { path: { userId: id } };
    },
  },
  "POST /api/companies/{id}/users/activate/bulk": {
    build: async (ctx) => {
      const id = await addedPersonHere(ctx);
      await ask(ctx, ctx.founder.token, "POST", company(ctx, `/users/${id}/deactivate`));
      return { body: { user_ids: [id] } };
    },
  },
  "POST /api/companies/{id}/users/{userId}/deactivate": { build: async (ctx) => ({ path: { userId: await addedPersonHere(ctx) } }) },
  "POST /api/companies/{id}/users/deactivate/bulk": { build: async (ctx) => ({ body: { user_ids: [await addedPersonHere(ctx)] } }) },
  "POST /api/companies/{id}/users/{userId}/delete": { build: async (ctx) => ({ path: { userId: await addedPersonHere(ctx) } }) },
  "POST /api/companies/{id}/users/{userId}/activation/resend": { build: async (ctx) => ({ path: { userId: await addedPersonHere(ctx) } }) },
  // New rights end the person's sessions: a person of its own.
  "PUT /api/companies/{id}/users/{userId}/rights": {
    build: async (ctx) => ({
      path: { userId: await addedPersonHere(ctx) },
      body: { user_role_id: 1, general_rights_workspace_ids: [ctx.workspace], manager_rights_workspace_ids: [ctx.workspace], permissions: ["has_manager_rights", "can_edit_own_profile"] },
    }),
  },
  "PUT /api/companies/{id}/users/{userId}/salary-settings": { build: (ctx) => ({ body: { netvisor_employee_number: "123", merit_contract_code: null, work_type_prices: [{ work_type_id: ctx.workType, price: 12.5 }] } }) },
  "POST /api/companies/{id}/users/{userId}/photo": { build: async () => ({ upload: await image("photo") }) },
  "POST /api/companies/{id}/users/{userId}/files": { build: () => ({ upload: pdf }) },
  "DELETE /api/companies/{id}/users/{userId}/files/{fileId}": { build: async (ctx) => ({ path: { fileId: await personFile(ctx) } }) },

  // The company.
  "POST /api/companies/{id}/update": { build: () => ({ body: { activity: "Sweeping" } }) },
  "POST /api/companies/{id}/logo": { build: async () => ({ upload: await image("photo") }) },
  "POST /api/companies/{id}/logo/remove": {},
  "POST /api/companies/{id}/divisions": { build: (ctx) => ({ body: { name: `Site ${unique()}`, person_ids: [ctx.worker.id], default_work_type_id: ctx.workType } }) },
  "PUT /api/companies/{id}/divisions/{divisionId}": { build: (ctx) => ({ body: { name: `Site ${unique()}`, default_work_type_id: ctx.workType } }) },
  "DELETE /api/companies/{id}/divisions/{divisionId}": { build: async (ctx) => ({ path: { divisionId: await workspace(ctx) } }) },
  "POST /api/companies/{id}/divisions/{divisionId}/activate": {
    build: async (ctx) => {
      const id = await workspace(ctx);
      await ask(ctx, ctx.founder.token, "DELETE", company(ctx, `/divisions/${id}`));
      return { path: { divisionId: id } };
    },
  },
  "POST /api/companies/{id}/divisions/{divisionId}/people": { build: async (ctx) => ({ body: { person_ids: [ctx.worker.id] } }) },
  "POST /api/companies/{id}/divisions/{divisionId}/people/remove": { build: async (ctx) => ({ body: { person_ids: [await addedPersonHere(ctx)] } }) },
  "POST /api/companies/{id}/work-types": { build: (ctx) => ({ body: { name: `Type ${unique()}`, parent_id: ctx.workType } }) },
  "PUT /api/companies/{id}/work-types/{workTypeId}": { build: async (ctx) => ({ path: { workTypeId: await workType(ctx) }, body: { name: `Type ${unique()}` } }) },
  "DELETE /api/companies/{id}/work-types/{workTypeId}": { build: async (ctx) => ({ path: { workTypeId: await workType(ctx) } }) },
  "POST /api/companies/{id}/work-types/{workTypeId}/activate": {
    build: async (ctx) => {
      const id = await workType(ctx);
      await ask(ctx, ctx.founder.token, "DELETE", company(ctx, `/work-types/${id}`));
      return { path: { workTypeId: id } };
    },
  },
  "POST /api/companies/{id}/work-leaves/types": { build: () => ({ body: { name: `Leave ${unique()}` } }) },
  "PUT /api/companies/{id}/work-leaves/types/{typeId}": { build: async (ctx) => ({ path: { typeId: await absenceType(ctx) }, body: { name: `Leave ${unique()}` } }) },
  "DELETE /api/companies/{id}/work-leaves/types/{typeId}": { build: async (ctx) => ({ path: { typeId: await absenceType(ctx) } }) },
  "PUT /api/companies/{id}/pay-calendar/pay-period": {
    build: () => ({ body: { kind: "monthly", start_day: 1, close_after_days: 5, effective_from: "2026-12-01" } }),
    atBound: { start_day: (day) => ({ effective_from: `2026-12-${String(day).padStart(2, "0")}` }) },
  },
  "PUT /api/companies/{id}/pay-calendar/time-zone": { build: () => ({ body: { time_zone: "Europe/Helsinki", effective_from: "2026-11-18" } }) },
  "POST /api/companies/{id}/pay-periods/close": { build: () => ({ body: { date: "2026-09-15" } }) },

  // Devices.
  "POST /api/box": { build: (ctx) => ({ body: { name: `Box ${unique()}`, company_id: ctx.company, visible_workspace_ids: [ctx.workspace] } }) },
  "PUT /api/box/{deviceId}": { build: async (ctx) => ({ path: { deviceId: idIn(await ask(ctx, ctx.founder.token, "POST", "/api/box", { name: `Box ${unique()}`, company_id: ctx.company })) }, body: { name: "Renamed", company_id: ctx.company, visible_workspace_ids: [ctx.workspace] } }) },
  "DELETE /api/box/{deviceId}": { build: async (ctx) => ({ path: { deviceId: idIn(await ask(ctx, ctx.founder.token, "POST", "/api/box", { name: `Box ${unique()}`, company_id: ctx.company })) }, query: { company_id: ctx.company } }) },
  "POST /api/inner-range/companies/{id}/doors": { build: (ctx) => ({ body: { door_id: `door-${unique()}`, name: "Door", workspace_id: ctx.workspace, change_work_type_on_entry: ctx.workType } }) },
  "PUT /api/inner-range/companies/{id}/doors/{deviceId}": {
    build: async (ctx) => ({ path: { deviceId: idIn(await ask(ctx, ctx.founder.token, "POST", company(ctx, "").replace("/api/companies", "/api/inner-range/companies") + "/doors", { door_id: `door-${unique()}`, name: "Door" })) }, body: { name: "Renamed", workspace_id: ctx.workspace } }),
  },
  "DELETE /api/inner-range/companies/{id}/doors/{deviceId}": {
    build: async (ctx) => ({ path: { deviceId: idIn(await ask(ctx, ctx.founder.token, "POST", `/api/inner-range/companies/${ctx.company}/doors`, { door_id: `door-${unique()}`, name: "Door" })) } }),
  },
  "POST /api/geofence-api/companies/{id}/gateways": { build: (ctx) => ({ body: { name: `Gate ${unique()}`, workspace_id: ctx.workspace } }) },
  "PUT /api/geofence-api/companies/{id}/gateways/{deviceId}": {
    build: async (ctx) => ({
      path: { deviceId: idIn(await ask(ctx, ctx.founder.token, "POST", `/api/geofence-api/companies/${ctx.company}/gateways`, { name: `Gate ${unique()}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 })) },
      body: { name: "Renamed", workspace_id: ctx.workspace },
    }),
  },
  "DELETE /api/geofence-api/companies/{id}/gateways/{deviceId}": {
    build: async (ctx) => ({ path: { deviceId: idIn(await ask(ctx, ctx.founder.token, "POST", `/api/geofence-api/companies/${ctx.company}/gateways`, { name: `Gate ${unique()}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 })) } }),
  },

  // Work time.
  "POST /api/companies/{id}/works/start": { build: async (ctx) => ({ body: { worker_id: await addedPersonHere(ctx), workspace_id: ctx.workspace, work_type_id: ctx.workType } }) },
  "POST /api/companies/{id}/works/pause": { build: async (ctx) => ({ body: { worker_id: await timerOf(ctx, "running") } }) },
  "POST /api/companies/{id}/works/resume": { build: async (ctx) => ({ body: { worker_id: await timerOf(ctx, "paused") } }) },
  "POST /api/companies/{id}/works/stop": { build: async (ctx) => ({ body: { worker_id: await timerOf(ctx, "running") } }) },
  "POST /api/companies/{id}/works": {
    build: async (ctx) => ({ body: { worker_id: ctx.worker.id, ...freeSlot(), workspace_id: ctx.workspace, work_type_id: ctx.workType, tags: ["sweep"], files: [await workFile(ctx)] } }),
  },
  "PUT /api/companies/{id}/works/{workId}": {
    build: async (ctx) => ({ path: { workId: await workLog(ctx) }, body: { comment: "Edited", workspace_id: ctx.workspace, work_type_id: ctx.workType, tags: ["sweep"], files: [await workFile(ctx)] } }),
  },
  "DELETE /api/companies/{id}/works/{workId}": { build: async (ctx) => ({ path: { workId: await workLog(ctx) } }) },
  "POST /api/companies/{id}/works/{workId}/confirm": { build: async (ctx) => ({ path: { workId: await workLog(ctx) } }) },
  "POST /api/companies/{id}/works/{workId}/unconfirm": {
    build: async (ctx) => {
      const id = await workLog(ctx);
      await ask(ctx, ctx.founder.token, "POST", company(ctx, `/works/${id}/confirm`));
      return { path: { workId: id } };
    },
  },
  // Bulk confirmation refuses a person with two logs on one day: a person with one log.
  "POST /api/companies/{id}/works/confirm/bulk": { build: async (ctx) => ({ body: { work_ids: [await workLog(ctx, await addedPersonHere(ctx))] } }) },
  "POST /api/companies/{id}/works/files": { build: () => ({ upload: pdf }) },

  // Schedules.
  "POST /api/schedules/presets/{id}/update": { build: async (ctx) => ({ path: { id: await preset(ctx) }, body: { title: "Edited", start_time: "07:00", end_time: "15:00" } }) },
  "POST /api/schedules/presets/{id}/destroy": { build: async (ctx) => ({ path: { id: await preset(ctx) } }) },
  "POST /api/schedules/{id}/positions": { build: () => ({ body: { name: `Position ${unique()}` } }) },
  "POST /api/schedules/positions/{id}": { build: async (ctx) => ({ path: { id: await position(ctx) }, body: { name: `Position ${unique()}` } }) },
  "POST /api/schedules/{id}/positions/reorder": {
    build: async (ctx) => {
      await position(ctx);
      const listed = await ask(ctx, ctx.founder.token, "GET", `/api/schedules/${ctx.company}/positions`);
      return { body: { position_ids: (listed.data as { id: string }[]).map((p) => p.id).reverse() } };
    },
  },
  "POST /api/schedules/positions/{id}/delete": { build: async (ctx) => ({ path: { id: await position(ctx) } }) },
  "POST /api/schedules/{id}/workers/{userId}/assign": { build: async (ctx) => ({ path: { id: await position(ctx) } }) },
  "POST /api/schedules/{id}/workers/reorder": {
    build: async (ctx) => {
      const id = await position(ctx);
      await ask(ctx, ctx.founder.token, "POST", `/api/schedules/${id}/workers/${ctx.worker.id}/assign`);
      return { path: { id }, body: { user_ids: [ctx.worker.id] } };
    },
  },
  "POST /api/schedules/{id}/workers/{userId}/remove": {
    build: async (ctx) => {
      const id = await position(ctx);
      await ask(ctx, ctx.founder.token, "POST", `/api/schedules/${id}/workers/${ctx.worker.id}/assign`);
      return { path: { id } };
    },
  },
  "POST /api/schedules/{id}/multiple": {
    build: (ctx) => ({
      body: {
        events: [
          { type: "shift", user_id: ctx.worker.id, ...freeShift(ctx.worker.id) },
          { type: "absence", user_id: ctx.worker.id, type_id: ctx.absenceType, ...freeShift(ctx.worker.id) },
        ],
      },
    }),
  },
  "POST /api/schedules/shifts": { build: (ctx) => ({ body: { user_id: ctx.worker.id, ...freeShift(ctx.worker.id), shift_manager: ctx.worker.id } }) },
  "POST /api/schedules/tasks": { build: (ctx) => ({ body: { user_id: ctx.worker.id, ...freeShift(ctx.worker.id) } }) },
  "POST /api/schedules/absences": { build: (ctx) => ({ body: { user_id: ctx.worker.id, type_id: ctx.absenceType, ...freeShift(ctx.worker.id) } }) },
  "POST /api/schedules/{id}/shifts": { build: async (ctx) => ({ path: { id: await shift(ctx) }, body: { user_id: ctx.worker.id, title: "Edited" } }) },
  "POST /api/schedules/{id}/tasks": { build: async (ctx) => ({ path: { id: await shift(ctx, "tasks") }, body: { user_id: ctx.worker.id, title: "Edited" } }) },
  "POST /api/schedules/{id}/absences": { build: async (ctx) => ({ path: { id: await shift(ctx, "absences") }, body: { user_id: ctx.worker.id, type_id: ctx.absenceType, title: "Edited" } }) },
  "POST /api/schedules/{id}/destroy": { build: async (ctx) => ({ path: { id: await shift(ctx) } }) },
  "POST /api/schedules/destroy/bulk": { build: async (ctx) => ({ body: { schedule_ids: [await shift(ctx)] } }) },
  "POST /api/schedules/{id}/confirm": { build: async (ctx) => ({ path: { id: await shift(ctx) }, body: { confirm: true } }) },
  "POST /api/schedules/confirm/all": { build: async (ctx) => ({ body: { schedule_ids: [await shift(ctx)], confirm: true } }) },
  "POST /api/schedules/shifts/managers": { build: async (ctx) => ({ body: { schedule_ids: [await shift(ctx)], user_id: ctx.worker.id } }) },

  // Requests and notifications.
  // A person has one pending request of a kind: a new one, or (when they have one) that one edited.
  "POST /api/users/work-leaves/request": {
    ...self,
    build: async (ctx) => {
      const pending = await ctx.t.send("GET", "/api/requests?kind=paid_absence&status=pending", ctx.worker.token, undefined, ledger.position === undefined ? {} : { "x-wait-for-position": ledger.position });
      const id = (pending.json().data as { id: string }[])[0]?.id;
      return { body: { type_id: ctx.absenceType, started_at: Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 * 21, ended_at: Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 * 22, ...(id === undefined ? {} : { id }) } };
    },
    // A one-day absence at either end of the instants' range.
    atBound: {
      started_at: (at) => ({ ended_at: Math.min(at + 86_400_000, 4_102_444_800_000) }),
      ended_at: (at) => ({ started_at: Math.max(at - 86_400_000, 0) }),
    },
  },
  "POST /api/users/work-leaves/accept": { build: async (ctx) => ({ body: { status: true, id: await leaveRequest(ctx) } }) },
  "POST /api/works/{workId}/bonus/request": { ...self, build: async (ctx) => ({ path: { workId: await workLog(ctx) }, body: { bonus: 5, manager_id: ctx.founder.id } }) },
  "POST /api/works/{workId}/bonus/accept": { build: async (ctx) => ({ path: { workId: await bonusRequest(ctx) }, body: { status: true } }) },
  "POST /api/notifications/read/all": self,
  "POST /api/notifications/delete/all": self,
  "POST /api/notifications/{id}/read": { ...self, build: async (ctx) => ({ path: { id: await notification(ctx) } }) },
  "POST /api/notifications/{id}/delete": { ...self, build: async (ctx) => ({ path: { id: await notification(ctx) } }) },
  "POST /api/companies/{id}/broadcasts": { build: (ctx) => ({ body: { title: "Sweep", text: "Hello", user_ids: [ctx.worker.id], workspace_ids: [ctx.workspace] } }) },
  "PUT /api/companies/{id}/broadcasts/{broadcastId}": { build: async (ctx) => ({ path: { broadcastId: await broadcast(ctx) }, body: { title: "Edited", text: "Hello", user_ids: [ctx.worker.id], workspace_ids: [ctx.workspace] } }) },
  "POST /api/companies/{id}/broadcasts/{broadcastId}/ready": { build: async (ctx) => ({ path: { broadcastId: await broadcast(ctx) } }) },
  "POST /api/companies/{id}/broadcasts/{broadcastId}/post": { build: async (ctx) => ({ path: { broadcastId: await broadcast(ctx) } }) },
  "POST /api/companies/{id}/broadcasts/{broadcastId}/delete": { build: async (ctx) => ({ path: { broadcastId: await broadcast(ctx) } }) },

  // Integrations and payroll.
  "POST /api/netvisor/companies/{id}/settings": { build: () => ({ body: { customer_id: "c", customer_key: "k", organisation_id: "1234567-8", language: "FI" } }) },
  "POST /api/merit-palk/companies/{id}/settings": {
    build: (ctx) => ({ body: { apply_all_workspace: false, workspace_ids: [ctx.workspace], workspace_id: ctx.workspace, api_id: "id", api_key: "key", workspaces: [{ division_id: ctx.workspace, api_id: "id", api_key: "key" }] } }),
  },
  "POST /api/netvisor/companies/{id}/pay-codes": { build: (ctx) => ({ body: { overtime: [{ period: "daily", tier: 1, code: "101" }], absences: [{ absence_type_id: ctx.absenceType, code: "201" }] } }) },
  "POST /api/merit-palk/companies/{id}/pay-codes": { build: (ctx) => ({ body: { overtime: [{ period: "daily", tier: 1, code: "101" }], absences: [{ absence_type_id: ctx.absenceType, code: "201" }] } }) },
  "POST /api/payroll/companies/{id}/exports": { build: (ctx) => ({ body: { target: "merit-palk", period_start: "2026-11-01", period_end: "2026-11-30", worker_ids: [ctx.worker.id] } }) },
  "POST /api/payroll/companies/{id}/export-jobs": { build: (ctx) => ({ body: { target: "merit-palk", period_start: "2026-11-01", period_end: "2026-11-30", worker_ids: [ctx.worker.id] } }) },
  "POST /api/payroll/companies/{id}/export-jobs/{jobId}/cancel": {
    build: async (ctx) => ({
      path: { jobId: idIn(await ask(ctx, ctx.founder.token, "POST", `/api/payroll/companies/${ctx.company}/export-jobs`, { target: "merit-palk", period_start: "2026-10-01", period_end: "2026-10-31", worker_ids: [ctx.worker.id] })) },
    }),
  },

  // The platform admin (company users are refused instead).
  "POST /api/admin/companies": { as: "admin", build: () => ({ body: { name: `Client ${unique()}`, has_user: false, phone_numbers: ["+358401234567"], addresses: ["Main Street 1"] } }) },
  "POST /api/admin/companies/{id}/status": { as: "admin", build: async (ctx) => ({ path: { id: idIn(await ask(ctx, ctx.adminToken, "POST", "/api/admin/companies", { name: `Client ${unique()}`, has_user: false })) }, body: { disabled: true, reason: "Sweep" } }) },
  "PUT /api/admin/companies/{id}/main-user": { as: "admin", build: (ctx) => ({ body: { user_id: ctx.founder.id } }) },
  "PUT /api/admin/companies/{id}/features": { as: "admin", build: () => ({ body: everyFlag }) },
  "PUT /api/admin/companies/{id}/subscription": { as: "admin", build: () => ({ body: { trial_ends_at: null, is_login_disabled: false } }) },
  "PUT /api/admin/companies/{id}/mail-cap": { as: "admin", build: () => ({ body: { daily_cap: 1000 } }) },
  "PUT /api/admin/companies/{id}": { as: "admin", build: (ctx) => ({ body: { name: `${ctx.label} company`, comment: "Sweep", phone_numbers: ["+358401234567"], addresses: ["Main Street 1"] } }) },
  "POST /api/admin/companies/{id}/bill-warning": { as: "admin", build: () => ({ body: { closes_on: "2026-12-31" } }) },
  "POST /api/admin/ledger/verify": { as: "admin", build: (ctx) => ({ body: { stream_name: workspaceStreamName(ctx.company, ctx.workspace) } }) },
  "POST /api/admin/netvisor/settings": { as: "admin", build: () => ({ body: { url: "https://integration.netvisor.fi", partnerID: "Sweep", partnerKey: "key" } }) },
  "POST /api/admin/users/{userId}/erase": { as: "admin", build: async (ctx) => ({ path: { userId: await addedPerson(ctx) } }) },
  "POST /api/admin/broadcasts": { as: "admin", build: (ctx) => ({ body: { title: "Sweep", text: "Hello", user_ids: [ctx.worker.id], workspace_ids: [ctx.workspace] } }) },
  "PUT /api/admin/broadcasts/{broadcastId}": { as: "admin", build: async (ctx) => ({ path: { broadcastId: await adminBroadcast(ctx) }, body: { title: "Edited", text: "Hello", user_ids: [ctx.worker.id], workspace_ids: [ctx.workspace] } }) },
  "POST /api/admin/broadcasts/{broadcastId}/ready": { as: "admin", build: async (ctx) => ({ path: { broadcastId: await adminBroadcast(ctx) } }) },
  "POST /api/admin/broadcasts/{broadcastId}/post": { as: "admin", build: async (ctx) => ({ path: { broadcastId: await adminBroadcast(ctx) } }) },
  "POST /api/admin/broadcasts/{broadcastId}/delete": { as: "admin", build: async (ctx) => ({ path: { broadcastId: await adminBroadcast(ctx) } }) },
};

/** Operations the sweep cannot call successfully as their owner, each with why. */
export const noOwnerSuccess: Readonly<Record<string, string>> = {
  "POST /api/netvisor/companies/{id}/dimension": "adds the item in Netvisor itself: needs the third-party connector, which the test app does not run",
};

/**
 * Ends of declared ranges (operation, field=side) that the owner's call cannot be accepted at,
 * each with why: the sweep still sends them and fails when one is accepted after all.
 */
export const rangeExceptions: Readonly<Record<string, string>> = {
  // Lists whose items must differ: their longest needs that many distinct things.
  "PUT /api/companies/{id}/users/{userId}/salary-settings work_type_prices=max": "one price per work type: 500 prices need 500 work types",
  "POST /api/companies/{id}/works pauses=max": "the pauses of one log may not overlap: 50 need 50 distinct pauses",
  "PUT /api/companies/{id}/works/{workId} pauses=max": "the pauses of one log may not overlap: 50 need 50 distinct pauses",
  "POST /api/schedules/{id}/positions/reorder position_ids=max": "an order names every position exactly once: 500 need 500 positions",
  "POST /api/schedules/{id}/workers/reorder user_ids=max": "an order names every person of the position exactly once: 1000 need 1000 people",
  "POST /api/schedules/{id}/multiple events=max": "one person's events may not overlap; the largest batch is the batch-bounds test's (a health check answers during it)",
  "POST /api/merit-palk/companies/{id}/settings workspaces=max": "one set of credentials per workspace: 500 need 500 workspaces",
  "POST /api/netvisor/companies/{id}/pay-codes overtime=max": "one code per overtime tier: there are 18 tiers, each named once",
  "POST /api/merit-palk/companies/{id}/pay-codes overtime=max": "one code per overtime tier: there are 18 tiers, each named once",
  "POST /api/netvisor/companies/{id}/pay-codes absences=max": "one code per paid-absence type: 200 need 200 types",
  "POST /api/merit-palk/companies/{id}/pay-codes absences=max": "one code per paid-absence type: 200 need 200 types",
  // Instants: a request starts before it ends.
  "POST /api/users/work-leaves/request started_at=max": "a request starts before it ends: nothing ends after the last instant",
  "POST /api/users/work-leaves/request ended_at=min": "a request starts before it ends: nothing starts before the first instant",
  // FINDING (for the people's API): the body says 255 characters, the person-name rule 100.
  "POST /api/companies/{id}/users/invite first_name=max": "FINDING: the schema declares 255 characters, the person-name rule refuses more than 100",
  "POST /api/companies/{id}/users/invite last_name=max": "FINDING: the schema declares 255 characters, the person-name rule refuses more than 100",
  "POST /api/password/set first_name=max": "FINDING: the schema declares 255 characters, the person-name rule refuses more than 100",
  "POST /api/password/set last_name=max": "FINDING: the schema declares 255 characters, the person-name rule refuses more than 100",
};
