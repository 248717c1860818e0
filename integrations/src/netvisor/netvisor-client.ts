import { netvisorHeaders, netvisorTimestamp, type NetvisorCustomer, type NetvisorLanguage, type NetvisorPartner } from "./netvisor-auth.ts";
import { dimensionItemXml, parseDimensionList, parseNetvisorReply, type NetvisorDimensionName, type NetvisorReply } from "./netvisor-xml.ts";
import type { PayDimension } from "../pay-lines/pay-line.ts";

export interface NetvisorClientOptions {
  readonly partner: NetvisorPartner;
  readonly customer: NetvisorCustomer;
  /** Integration name sent as X-Netvisor-Authentication-Sender. */
  readonly sender: string;
  readonly language?: NetvisorLanguage;
  readonly now?: () => Date;
  /** Fresh id for requests that need no stable id (reads); unique per request. */
  readonly newTransactionId: () => string;
  readonly fetch?: typeof fetch;
}

/** How one write ended, per worker and date; an approved date is an outcome, not a crash. */
export type NetvisorOutcome =
  | { readonly kind: "sent"; readonly insertedDataIdentifier: string | null }
  | { readonly kind: "already-approved"; readonly message: string }
  /** The transaction id was seen before: the first request with it reached Netvisor. */
  | { readonly kind: "already-received"; readonly message: string }
  | { readonly kind: "failed"; readonly message: string };

export const DIMENSION_UPDATE_FAILED = "Dimension updated unsuccessfully";

export class NetvisorDimensionError extends Error {
  readonly code = "netvisor.dimension_update_failed";
  constructor(readonly detail: string) {
    super(DIMENSION_UPDATE_FAILED);
  }
}

export class NetvisorRequestError extends Error {
  readonly code = "netvisor.request_failed";
  constructor(readonly resource: string, readonly detail: string) {
    super(`Netvisor ${resource}: ${detail}`);
  }
}

const ALREADY_APPROVED = /already been acknowledged or approved/i;
const DUPLICATE_TRANSACTION = /transaction\s*id/i;

/** Sorts a FAILED reply into the outcomes an export reports per worker and date. */
export const netvisorOutcome = (reply: NetvisorReply): NetvisorOutcome => {
  if (reply.ok) return { kind: "sent", insertedDataIdentifier: reply.insertedDataIdentifier };
  const message = reply.messages.join(" ").trim() || "FAILED";
  if (ALREADY_APPROVED.test(message)) return { kind: "already-approved", message };
  if (DUPLICATE_TRANSACTION.test(message) && /used|duplicate|already/i.test(message)) return { kind: "already-received", message };
  return { kind: "failed", message };
};

export interface NetvisorClient {
  /** POSTs an XML body to `resource` with the given transaction id (stable for idempotent writes). */
  readonly post: (resource: string, body: string, transactionId: string, query?: Record<string, string>) => Promise<NetvisorReply>;
  readonly get: (resource: string, query?: Record<string, string>) => Promise<NetvisorReply>;
  readonly send: (resource: "workday.nv" | "payrollperiodcollector.nv", body: string, transactionId: string) => Promise<NetvisorOutcome>;
  readonly dimensions: () => Promise<NetvisorDimensionName[]>;
  /** Adds a dimension item; throws NetvisorDimensionError ('Dimension updated unsuccessfully') on failure. */
  readonly updateDimension: (dimension: PayDimension) => Promise<void>;
}

export const createNetvisorClient = (options: NetvisorClientOptions): NetvisorClient => {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const language = options.language ?? "FI";
  const base = options.partner.url.endsWith("/") ? options.partner.url : `${options.partner.url}/`;

  const request = async (method: "GET" | "POST", resource: string, transactionId: string, query: Record<string, string> | undefined, body?: string): Promise<NetvisorReply> => {
    const url = new URL(resource, base);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const headers = netvisorHeaders({
      url: url.href,
      sender: options.sender,
      partner: options.partner,
      customer: options.customer,
      language,
      timestamp: netvisorTimestamp(now()),
      transactionId,
    });
    const response = await doFetch(url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "text/xml; charset=utf-8" }) },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    if (!text.includes("ResponseStatus")) throw new NetvisorRequestError(resource, `HTTP ${response.status}`);
    return parseNetvisorReply(text);
  };

  const client: NetvisorClient = {
    post: (resource, body, transactionId, query) => request("POST", resource, transactionId, query, body),
    get: (resource, query) => request("GET", resource, options.newTransactionId(), query),
    send: async (resource, body, transactionId) => netvisorOutcome(await client.post(resource, body, transactionId)),
    dimensions: async () => {
      const reply = await client.get("dimensionlist.nv", { showhidden: "1" });
      if (!reply.ok) throw new NetvisorRequestError("dimensionlist.nv", reply.messages.join(" "));
      return parseDimensionList(reply.root);
    },
    updateDimension: async (dimension) => {
      let reply: NetvisorReply;
      try {
        reply = await client.post("dimensionitem.nv", dimensionItemXml(dimension), options.newTransactionId(), { method: "add" });
      } catch (error) {
        throw new NetvisorDimensionError(error instanceof Error ? error.message : String(error));
      }
      if (!reply.ok) throw new NetvisorDimensionError(reply.messages.join(" "));
    },
  };
  return client;
};
