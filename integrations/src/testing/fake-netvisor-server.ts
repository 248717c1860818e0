import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { NETVISOR_HEADERS, netvisorTimestamp, parseNetvisorTimestamp } from "../netvisor/netvisor-auth.ts";
import { netvisorReplyXml, parseNetvisorXml } from "../netvisor/netvisor-xml.ts";
import { listen, readBody, type FakeHttpServer } from "./fake-http.ts";

/**
 * A local Netvisor that follows the published contract: it checks every authentication header,
 * the SHA-256 MAC, the timestamp window and the XML shape (DTD element order), refuses a
 * transaction id it has seen, and answers `<ResponseStatus>` with OK or FAILED like Netvisor.
 */
export interface FakeNetvisorOptions {
  readonly partners: Readonly<Record<string, string>>;
  readonly customers: Readonly<Record<string, { readonly customerKey: string; readonly organisationId: string }>>;
  /** Employee numbers Netvisor knows. */
  readonly employees: readonly string[];
  readonly timestampWindowMs?: number;
  readonly now?: () => Date;
  readonly dimensions?: Readonly<Record<string, readonly string[]>>;
}

export interface FakeWorkdayHour {
  readonly hours: string;
  readonly collectorRatio: string;
  readonly acceptanceStatus: string;
  readonly dimensions: readonly { name: string; item: string }[];
}

export interface FakeNetvisor extends FakeHttpServer {
  /** Applied workdays by `employee|date` (method replace keeps the last). */
  readonly workdays: Map<string, FakeWorkdayHour[]>;
  readonly periodLines: { employee: string; date: string; amount: string; ratio: string }[];
  /** Every accepted write, in order: `resource employee date transactionId`. */
  readonly applied: string[];
  readonly rejected: { reason: string; transactionId: string }[];
  readonly dimensions: Map<string, string[]>;
  /** Marks a date as acknowledged or approved on the payroll side. */
  readonly approve: (employee: string, date: string) => void;
  /** The next write to `resource` fails with this message. */
  readonly failNext: (resource: string, message: string) => void;
  /** Called after a write is applied, before its reply is written; a returned promise holds the reply. */
  onApplied: ((entry: string) => void | Promise<void>) | null;
}

const WORKDAY_ORDER = ["date", "employeeidentifier", "workdayhour"];
const WORKDAYHOUR_ORDER = ["hours", "collectorratio", "acceptancestatus", "description", "dimension"];
const COLLECTOR_ORDER = ["date", "employeeidentifier", "payrollratioline"];
const RATIOLINE_ORDER = ["amount", "payrollratio", "dimension"];

type Xml = Record<string, unknown>;

const inOrder = (node: Xml, order: readonly string[]): boolean => {
  const keys = Object.keys(node).filter((key) => !key.startsWith("@_") && key !== "#text");
  let last = -1;
  for (const key of keys) {
    const index = order.indexOf(key);
    if (index < 0 || index < last) return false;
    last = index;
  }
  return true;
};
const text = (node: unknown): string => (typeof node === "object" && node !== null ? String((node as Xml)["#text"] ?? "") : String(node ?? ""));
const attr = (node: unknown, name: string): string | undefined => (typeof node === "object" && node !== null ? ((node as Xml)[`@_${name}`] as string | undefined) : undefined);
const ANSI = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+(,\d{1,2})?$/;

export class ShapeError extends Error {}

const dims = (node: Xml): { name: string; item: string }[] =>
  ((node["dimension"] ?? []) as Xml[]).map((d) => {
    if (!inOrder(d, ["dimensionname", "dimensionitem"])) throw new ShapeError("dimension elements out of order");
    return { name: text(d["dimensionname"]), item: text(d["dimensionitem"]) };
  });

export const startFakeNetvisor = async (options: FakeNetvisorOptions): Promise<FakeNetvisor> => {
  const now = options.now ?? (() => new Date());
  const windowMs = options.timestampWindowMs ?? 5 * 60_000;
  const seenTransactions = new Set<string>();
  const approved = new Set<string>();
  const failures = new Map<string, string[]>();
  const employees = new Set(options.employees);

  const state = {
    workdays: new Map<string, FakeWorkdayHour[]>(),
    periodLines: [] as FakeNetvisor["periodLines"],
    applied: [] as string[],
    rejected: [] as FakeNetvisor["rejected"],
    dimensions: new Map(Object.entries(options.dimensions ?? {}).map(([name, items]) => [name, [...items]])),
  };

  const reply = (response: ServerResponse, ok: boolean, message?: string, body?: Xml) => {
    response.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" });
    response.end(netvisorReplyXml({ ok, timestamp: netvisorTimestamp(now()), ...(message === undefined ? {} : { message }), ...(body === undefined ? {} : { body }) }));
  };

  /** Returns the refusal text, or null when the request is authentic. */
  const authenticate = (request: IncomingMessage, url: string): string | null => {
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === "string" ? value : undefined;
    };
    const missing = Object.values(NETVISOR_HEADERS).filter((name) => header(name) === undefined);
    if (missing.length > 0) return `AUTHENTICATION_FAILED :: Missing header ${missing.join(", ")}`;
    const partnerKey = options.partners[header(NETVISOR_HEADERS.partnerId)!];
    const customer = options.customers[header(NETVISOR_HEADERS.customerId)!];
    if (partnerKey === undefined || customer === undefined) return "AUTHENTICATION_FAILED :: Unknown partner or customer";
    if (customer.organisationId !== header(NETVISOR_HEADERS.organisationId)) return "AUTHENTICATION_FAILED :: Organisation id does not match";
    if (header(NETVISOR_HEADERS.macAlgorithm) !== "SHA256") return "AUTHENTICATION_FAILED :: Unsupported MAC algorithm";
    const language = header(NETVISOR_HEADERS.language)!;
    if (!["FI", "EN", "SV"].includes(language)) return "AUTHENTICATION_FAILED :: Invalid language";
    const stamp = parseNetvisorTimestamp(header(NETVISOR_HEADERS.timestamp)!);
    if (stamp === null || Math.abs(stamp.getTime() - now().getTime()) > windowMs) return "AUTHENTICATION_FAILED :: Timestamp outside the allowed window";
    const transactionId = header(NETVISOR_HEADERS.transactionId)!;
    const expected = createHash("sha256")
      .update([url, header(NETVISOR_HEADERS.sender), header(NETVISOR_HEADERS.customerId), header(NETVISOR_HEADERS.timestamp), language, header(NETVISOR_HEADERS.organisationId), transactionId, customer.customerKey, partnerKey].join("&"))
      .digest("hex");
    if (expected !== header(NETVISOR_HEADERS.mac)) return "AUTHENTICATION_FAILED :: MAC does not match";
    if (seenTransactions.has(transactionId)) return "AUTHENTICATION_FAILED :: Transaction id already used";
    seenTransactions.add(transactionId);
    return null;
  };

  const injected = (resource: string): string | undefined => failures.get(resource)?.shift();

  const workday = (document: Xml, transactionId: string): string | null => {
    const root = document["root"] as Xml | undefined;
    const day = root?.["workday"] as Xml | undefined;
    if (day === undefined || Object.keys(root!).length !== 1) throw new ShapeError("expected <root><workday>");
    if (!inOrder(day, WORKDAY_ORDER)) throw new ShapeError("workday elements out of DTD order");
    const date = text(day["date"]);
    if (!ANSI.test(date) || attr(day["date"], "format") !== "ansi") throw new ShapeError("date must be ansi");
    if (!["replace", "increment", undefined].includes(attr(day["date"], "method"))) throw new ShapeError("date method must be replace or increment");
    const employee = text(day["employeeidentifier"]);
    if (attr(day["employeeidentifier"], "type") !== "number") throw new ShapeError("employeeidentifier type must be number");
    const hours = ((day["workdayhour"] ?? []) as Xml[]).map((hour) => {
      if (!inOrder(hour, WORKDAYHOUR_ORDER)) throw new ShapeError("workdayhour elements out of DTD order");
      const value = text(hour["hours"]);
      if (!DECIMAL.test(value)) throw new ShapeError(`hours must be a decimal with a comma: ${value}`);
      if (attr(hour["collectorratio"], "type") !== "number" || !/^\d+$/.test(text(hour["collectorratio"]))) throw new ShapeError("collectorratio must be a number");
      const acceptance = text(hour["acceptancestatus"]);
      if (!["confirmed", "accepted"].includes(acceptance)) throw new ShapeError("acceptancestatus must be confirmed or accepted");
      return { hours: value, collectorRatio: text(hour["collectorratio"]), acceptanceStatus: acceptance, dimensions: dims(hour) };
    });
    if (!employees.has(employee)) return "INVALID_DATA :: Employee not found";
    if (approved.has(`${employee}|${date}`)) return "INVALID_DATA :: Hours on this date have already been acknowledged or approved";
    for (const hour of hours) for (const d of hour.dimensions) addItem(d.name, d.item);
    state.workdays.set(`${employee}|${date}`, hours);
    state.applied.push(`workday.nv ${employee} ${date} ${transactionId}`);
    return null;
  };

  const collector = (document: Xml, transactionId: string): string | null => {
    const body = (document["root"] as Xml | undefined)?.["payrollperiodcollector"] as Xml | undefined;
    if (body === undefined) throw new ShapeError("expected <root><payrollperiodcollector>");
    if (!inOrder(body, COLLECTOR_ORDER)) throw new ShapeError("payrollperiodcollector elements out of DTD order");
    const date = text(body["date"]);
    if (!ANSI.test(date) || attr(body["date"], "format") !== "ansi") throw new ShapeError("date must be ansi");
    const employee = text(body["employeeidentifier"]);
    const lines = ((body["payrollratioline"] ?? []) as Xml[]).map((line) => {
      if (!inOrder(line, RATIOLINE_ORDER)) throw new ShapeError("payrollratioline elements out of DTD order");
      if (!DECIMAL.test(text(line["amount"]))) throw new ShapeError("amount must be a decimal with a comma");
      if (attr(line["payrollratio"], "type") !== "number") throw new ShapeError("payrollratio type must be number");
      return { employee, date, amount: text(line["amount"]), ratio: text(line["payrollratio"]) };
    });
    if (lines.length === 0) throw new ShapeError("payrollratioline required");
    if (!employees.has(employee)) return "INVALID_DATA :: Employee not found";
    state.periodLines.push(...lines);
    state.applied.push(`payrollperiodcollector.nv ${employee} ${date} ${transactionId}`);
    return null;
  };

  const addItem = (name: string, item: string) => {
    const items = state.dimensions.get(name) ?? [];
    if (!items.includes(item)) items.push(item);
    state.dimensions.set(name, items);
  };

  const dimensionList = (): Xml => ({
    DimensionNameList: {
      DimensionName: [...state.dimensions.entries()].map(([name, items], index) => ({
        NetvisorKey: index + 1,
        Name: name,
        IsHidden: "False",
        DimensionDetails: { DimensionDetail: items.map((item, i) => ({ NetvisorKey: 100 * (index + 1) + i, Name: item, IsHidden: "False", Level: 1 })) },
      })),
    },
  });

  const fake: FakeNetvisor = {
    ...state,
    onApplied: null,
    approve: (employee, date) => void approved.add(`${employee}|${date}`),
    failNext: (resource, message) => failures.set(resource, [...(failures.get(resource) ?? []), message]),
    url: "",
    close: async () => undefined,
  };

  const server = await listen(async (request, response) => {
    const url = `http://${request.headers.host}${request.url}`;
    const body = await readBody(request);
    const refusal = authenticate(request, url);
    const transactionId = String(request.headers[NETVISOR_HEADERS.transactionId.toLowerCase()] ?? "");
    if (refusal !== null) {
      state.rejected.push({ reason: refusal, transactionId });
      return reply(response, false, refusal);
    }
    const resource = new URL(url).pathname.replace(/^\//, "");
    if (request.method === "GET" && resource === "dimensionlist.nv") return reply(response, true, undefined, dimensionList());
    if (request.method !== "POST") return reply(response, false, "INVALID_DATA :: Unknown resource");
    const failure = injected(resource);
    if (failure !== undefined) return reply(response, false, failure);
    let outcome: string | null;
    try {
      const document = parseNetvisorXml(body);
      if (resource === "workday.nv") outcome = workday(document, transactionId);
      else if (resource === "payrollperiodcollector.nv") outcome = collector(document, transactionId);
      else if (resource === "dimensionitem.nv") {
        const item = (document["root"] as Xml | undefined)?.["dimensionitem"] as Xml | undefined;
        if (item === undefined || text(item["name"]) === "" || text(item["item"]) === "") throw new ShapeError("dimensionitem needs name and item");
        addItem(text(item["name"]), text(item["item"]));
        outcome = null;
      } else outcome = "INVALID_DATA :: Unknown resource";
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      outcome = `INVALID_DATA :: ${error.message}`;
    }
    if (outcome !== null) return reply(response, false, outcome);
    const entry = state.applied.at(-1) ?? resource;
    await fake.onApplied?.(entry);
    return reply(response, true, undefined, { Replies: { InsertedDataIdentifier: String(state.applied.length) } });
  });

  return Object.assign(fake, { url: server.url, close: server.close });
};
