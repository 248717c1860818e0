import { createHash } from "node:crypto";

/** Per software vendor: set by the admin (admin/netvisor/settings). */
export interface NetvisorPartner {
  readonly url: string;
  readonly partnerId: string;
  readonly partnerKey: string;
}

/** Per client company: set on the company's payroll settings. */
export interface NetvisorCustomer {
  readonly customerId: string;
  readonly customerKey: string;
  /** Y-tunnus. */
  readonly organisationId: string;
}

export type NetvisorLanguage = "FI" | "EN" | "SV";

export interface NetvisorMacInput {
  /** The full request URL, query string included. */
  readonly url: string;
  readonly sender: string;
  readonly customerId: string;
  readonly timestamp: string;
  readonly language: NetvisorLanguage;
  readonly organisationId: string;
  readonly transactionId: string;
  readonly customerKey: string;
  readonly partnerKey: string;
}

/**
 * hex(SHA-256(url&sender&customerId&timestamp&language&organisationId&transactionId&customerKey&partnerKey)).
 * The keys only feed the hash; they are never sent.
 */
export const netvisorMac = (input: NetvisorMacInput): string =>
  createHash("sha256")
    .update(
      [input.url, input.sender, input.customerId, input.timestamp, input.language, input.organisationId, input.transactionId, input.customerKey, input.partnerKey].join("&"),
      "utf8",
    )
    .digest("hex");

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** `YYYY-MM-DD HH:mm:ss.SSS` in UTC. */
export const netvisorTimestamp = (instant: Date): string =>
  `${instant.getUTCFullYear()}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())} ` +
  `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}.${pad(instant.getUTCMilliseconds(), 3)}`;

/** Parses `YYYY-MM-DD HH:mm:ss.SSS` as UTC; null when malformed. */
export const parseNetvisorTimestamp = (text: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/.exec(text);
  if (match === null) return null;
  const [, y, mo, d, h, mi, s, ms] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!));
};

export const NETVISOR_HEADERS = {
  sender: "X-Netvisor-Authentication-Sender",
  customerId: "X-Netvisor-Authentication-CustomerId",
  partnerId: "X-Netvisor-Authentication-PartnerId",
  timestamp: "X-Netvisor-Authentication-Timestamp",
  transactionId: "X-Netvisor-Authentication-TransactionId",
  language: "X-Netvisor-Interface-Language",
  organisationId: "X-Netvisor-Organisation-ID",
  macAlgorithm: "X-Netvisor-Authentication-MACHashCalculationAlgorithm",
  mac: "X-Netvisor-Authentication-MAC",
} as const;

export interface NetvisorHeaderInput {
  readonly url: string;
  readonly sender: string;
  readonly partner: NetvisorPartner;
  readonly customer: NetvisorCustomer;
  readonly language: NetvisorLanguage;
  readonly timestamp: string;
  readonly transactionId: string;
}

/** Every header Netvisor requires on a request, the MAC last. */
export const netvisorHeaders = (input: NetvisorHeaderInput): Record<string, string> => ({
  [NETVISOR_HEADERS.sender]: input.sender,
  [NETVISOR_HEADERS.customerId]: input.customer.customerId,
  [NETVISOR_HEADERS.partnerId]: input.partner.partnerId,
  [NETVISOR_HEADERS.timestamp]: input.timestamp,
  [NETVISOR_HEADERS.transactionId]: input.transactionId,
  [NETVISOR_HEADERS.language]: input.language,
  [NETVISOR_HEADERS.organisationId]: input.customer.organisationId,
  [NETVISOR_HEADERS.macAlgorithm]: "SHA256",
  [NETVISOR_HEADERS.mac]: netvisorMac({
    url: input.url,
    sender: input.sender,
    customerId: input.customer.customerId,
    timestamp: input.timestamp,
    language: input.language,
    organisationId: input.customer.organisationId,
    transactionId: input.transactionId,
    customerKey: input.customer.customerKey,
    partnerKey: input.partner.partnerKey,
  }),
});
