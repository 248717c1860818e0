import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { PayLine } from "../pay-lines/pay-line.ts";
import { paxml, PAXML_LONETRANS_FIELDS, PAXML_TIDTRANS_FIELDS } from "./paxml.ts";
import { TRANSACTION_CSV_FIELDS, transactionCsv, transactionCsvRow } from "./visma-transaction-csv.ts";

const line = (over: Partial<PayLine> = {}): PayLine => ({
  workerId: "w-1",
  workerExternalId: "1",
  kind: "worked-time",
  payCode: "10100",
  quantity: 10,
  unit: "hour",
  rate: null,
  when: { kind: "date", date: "2025-10-30" },
  dimensions: [],
  sourceEventIds: ["e-1"],
  ...over,
});

describe("transaction import CSV", () => {
  it("reproduces the published example row: 10 hours of wage type 10100 for employee 1", () => {
    expect(transactionCsvRow(line())).toBe('0;0;1;10100;0.00;10.00;0.00;0.00;;;"";"";"";"";"";"";');
  });

  it("has the published sixteen fields in order, then the closing semicolon", () => {
    const row = transactionCsvRow(line({ workerExternalId: "1407", payCode: "2000", quantity: 7.5, rate: 18.4, dimensions: [{ name: "Workspace", item: 'Harbour "North"' }, { name: "Project", item: "P-7" }] }), { costCarriers: ["Project", "Workspace"] });
    const fields = row.split(";");
    expect(fields).toHaveLength(TRANSACTION_CSV_FIELDS.length + 1);
    expect(fields.at(-1)).toBe("");
    const named = Object.fromEntries(TRANSACTION_CSV_FIELDS.map((name, i) => [name, fields[i]]));
    expect(named).toEqual({
      year: "0",
      run: "0",
      employeeNo: "1407",
      wageType: "2000",
      basis: "0.00",
      quantity: "7.50",
      rate: "18.40",
      amount: "138.00",
      account: "",
      contraAccount: "",
      costCarrier1: '"P-7"',
      costCarrier2: '"Harbour ""North"""',
      costCarrier3: '""',
      costCarrier4: '""',
      costCarrier5: '""',
      costCarrier6: '""',
    });
  });

  it("refuses an employee number or wage type the import cannot read, and ends rows with CRLF", () => {
    expect(() => transactionCsvRow(line({ workerExternalId: "EE-1" }))).toThrow(/employee no/);
    expect(() => transactionCsvRow(line({ payCode: "OT50" }))).toThrow(/wage type/);
    expect(transactionCsv([line(), line({ workerExternalId: "2" })]).split("\r\n")).toHaveLength(3);
  });
});

describe("PAXml", () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false, isArray: (name) => ["lonetrans", "tidtrans", "resenhet"].includes(name) });
  const lines = [
    line({ workerExternalId: "17", payCode: "ARB", quantity: 7.5, dimensions: [{ name: "Projekt", item: "P-1" }] }),
    line({ workerExternalId: "17", kind: "paid-absence", payCode: "SEM", quantity: 8, when: { kind: "date", date: "2025-10-31" } }),
    line({ workerExternalId: "18", kind: "pieces", payCode: "410", unit: "piece", quantity: 42, rate: 1.25 }),
    line({ workerExternalId: "18", kind: "bonus", payCode: "120", unit: "amount", quantity: 1, rate: 500, when: { kind: "period", start: "2025-10-01", end: "2025-10-31" } }),
  ];
  const document = parser.parse(paxml(lines, { createdAt: "2025-11-01T00:00:00Z", organisationNumber: "556677-8899" })) as { paxml: Record<string, unknown> };

  it("writes the PAXml 2.0 header", () => {
    expect(document.paxml["header"]).toEqual({ format: "LÖNIN", version: "2.0", datum: "2025-11-01T00:00:00Z", foretagorgnr: "556677-8899" });
    expect(document.paxml["@_xsi:noNamespaceSchemaLocation"]).toBe("http://www.paxml.se/2.0/paxml.xsd");
  });

  it("puts attendance and absence hours in tidtrans with the field list in order", () => {
    const tidtrans = (document.paxml["tidtransaktioner"] as { tidtrans: Record<string, unknown>[] }).tidtrans;
    expect(tidtrans.map((t) => [t["@_anstid"], t["tidkod"], t["datum"], t["timmar"]])).toEqual([
      ["17", "ARB", "2025-10-30", "7.50"],
      ["17", "SEM", "2025-10-31", "8.00"],
    ]);
    for (const t of tidtrans) expect(Object.keys(t).filter((k) => !k.startsWith("@_"))).toEqual(PAXML_TIDTRANS_FIELDS.filter((f) => f in t));
    expect(tidtrans[0]!["resenheter"]).toEqual({ resenhet: [{ "#text": "P-1", "@_dim": "Projekt" }] });
  });

  it("puts priced lines in lonetrans with quantity, unit price and amount", () => {
    const lonetrans = (document.paxml["lonetransaktioner"] as { lonetrans: Record<string, unknown>[] }).lonetrans;
    expect(lonetrans).toEqual([
      { "@_anstid": "18", lonart: "410", datum: "2025-10-30", antal: "42.00", apris: "1.25", belopp: "52.50" },
      { "@_anstid": "18", lonart: "120", datum: "2025-10-31", antal: "1.00", apris: "500.00", belopp: "500.00" },
    ]);
    for (const t of lonetrans) expect(Object.keys(t).filter((k) => !k.startsWith("@_"))).toEqual(PAXML_LONETRANS_FIELDS.filter((f) => f in t));
  });

  it("is byte-identical for the same lines and creation time", () => {
    expect(paxml(lines, { createdAt: "2025-11-01T00:00:00Z" })).toBe(paxml([...lines], { createdAt: "2025-11-01T00:00:00Z" }));
  });
});
