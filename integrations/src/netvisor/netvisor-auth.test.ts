import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { netvisorHeaders, netvisorMac, netvisorTimestamp, parseNetvisorTimestamp } from "./netvisor-auth.ts";

describe("Netvisor authentication", () => {
  const input = {
    url: "https://isvapi.netvisor.fi/workday.nv",
    sender: "Workledger",
    customerId: "WLCUST01",
    timestamp: "2025-10-30 08:15:02.123",
    language: "FI" as const,
    organisationId: "1234567-8",
    transactionId: "tx-0001-abc",
    customerKey: "customer-secret",
    partnerKey: "partner-secret",
  };

  it("hashes url&sender&customer id&timestamp&language&organisation id&transaction id&customer key&partner key (worked example from sha256sum)", () => {
    // printf '%s' '<the string below>' | sha256sum
    expect(netvisorMac(input)).toBe("3fc0cdd4857f7dc19cdfbd63728fc5d8316564250e52cad6629f432275198811");
  });

  it("matches SHA-256 over the hand-written joined string, query string included", () => {
    const url = "https://integration.netvisor.fi/dimensionlist.nv?showhidden=1";
    const handWritten = `${url}&Workledger&WLCUST01&2025-10-30 08:15:02.123&FI&1234567-8&tx-0001-abc&customer-secret&partner-secret`;
    expect(netvisorMac({ ...input, url })).toBe(createHash("sha256").update(handWritten).digest("hex"));
  });

  it("changes when any part changes, so a key or a transaction id cannot be swapped", () => {
    const base = netvisorMac(input);
    for (const key of Object.keys(input) as (keyof typeof input)[]) {
      expect(netvisorMac({ ...input, [key]: key === "language" ? "EN" : `${input[key]}x` }), key).not.toBe(base);
    }
  });

  it("sends every header, never the keys, and the MAC over the request's url", () => {
    const headers = netvisorHeaders({
      url: input.url,
      sender: input.sender,
      partner: { url: "https://isvapi.netvisor.fi", partnerId: "WLPARTNER", partnerKey: input.partnerKey },
      customer: { customerId: input.customerId, customerKey: input.customerKey, organisationId: input.organisationId },
      language: "FI",
      timestamp: input.timestamp,
      transactionId: input.transactionId,
    });
    expect(headers).toMatchObject({
      "X-Netvisor-Authentication-Sender": "Workledger",
      "X-Netvisor-Authentication-CustomerId": "WLCUST01",
      "X-Netvisor-Authentication-PartnerId": "WLPARTNER",
      "X-Netvisor-Authentication-Timestamp": "2025-10-30 08:15:02.123",
      "X-Netvisor-Authentication-TransactionId": "tx-0001-abc",
      "X-Netvisor-Interface-Language": "FI",
      "X-Netvisor-Organisation-ID": "1234567-8",
      "X-Netvisor-Authentication-MACHashCalculationAlgorithm": "SHA256",
      "X-Netvisor-Authentication-MAC": "3fc0cdd4857f7dc19cdfbd63728fc5d8316564250e52cad6629f432275198811",
    });
    expect(Object.values(headers).join(" ")).not.toMatch(/secret/);
  });

  it("stamps in UTC with milliseconds and reads the stamp back", () => {
    const instant = new Date("2025-03-30T00:59:59.007Z");
    expect(netvisorTimestamp(instant)).toBe("2025-03-30 00:59:59.007");
    expect(parseNetvisorTimestamp("2025-03-30 00:59:59.007")?.toISOString()).toBe(instant.toISOString());
    expect(parseNetvisorTimestamp("2025-03-30T00:59:59Z")).toBeNull();
  });
});
