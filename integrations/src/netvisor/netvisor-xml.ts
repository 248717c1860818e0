import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { fixed, roundTo, type PayDimension, type PayLine } from "../pay-lines/pay-line.ts";

/**
 * Netvisor XML. fast-xml-parser is used both ways (one small dependency-free package builds our
 * request bodies and parses Netvisor's replies, and the fake server parses requests with it);
 * the builder writes object keys in insertion order, which is how we keep the DTD element order.
 */
// Case-sensitive: a request's <dimension><dimensionname> is one value, a reply's <DimensionName> a list.
const ARRAY_TAGS = new Set(["Status", "workdayhour", "dimension", "payrollratioline", "DimensionName", "DimensionDetail"]);
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", suppressEmptyNode: false, format: false });
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false, trimValues: true, isArray: (name) => ARRAY_TAGS.has(name) });

export const parseNetvisorXml = (xml: string): Record<string, unknown> => parser.parse(xml) as Record<string, unknown>;
const buildXml = (document: unknown): string => builder.build(document) as string;

/** Netvisor reads decimals with a comma ("7,5") and rounds hours to 2 places. */
export const netvisorDecimal = (value: number, places = 2): string => fixed(value, places).replace(".", ",");

export type NetvisorAcceptance = "confirmed" | "accepted";

export interface NetvisorWorkday {
  readonly workerId: string;
  readonly employeeNumber: string;
  readonly date: string;
  readonly lines: readonly PayLine[];
}

export interface NetvisorPeriodCollector {
  readonly workerId: string;
  readonly employeeNumber: string;
  readonly date: string;
  readonly lines: readonly PayLine[];
}

const dimensionXml = (dimensions: readonly PayDimension[]) => dimensions.map((d) => ({ dimensionname: d.name, dimensionitem: d.item }));

/** One `workday.nv` body: one worker, one date, one `workdayhour` per line, method replace. */
export const workdayXml = (workday: NetvisorWorkday, acceptance: NetvisorAcceptance): string =>
  buildXml({
    root: {
      workday: {
        date: { "#text": workday.date, "@_format": "ansi", "@_method": "replace" },
        employeeidentifier: { "#text": workday.employeeNumber, "@_type": "number", "@_defaultdimensionhandlingtype": "usedefault" },
        workdayhour: workday.lines.map((line) => ({
          hours: netvisorDecimal(line.quantity),
          collectorratio: { "#text": line.payCode, "@_type": "number" },
          acceptancestatus: acceptance,
          description: line.description ?? "",
          ...(line.dimensions.length > 0 ? { dimension: dimensionXml(line.dimensions) } : {}),
        })),
      },
    },
  });

/** One `payrollperiodcollector.nv` body: period-level amounts (bonuses, compensations). */
export const periodCollectorXml = (collector: NetvisorPeriodCollector): string =>
  buildXml({
    root: {
      payrollperiodcollector: {
        date: { "#text": collector.date, "@_format": "ansi" },
        employeeidentifier: { "#text": collector.employeeNumber, "@_type": "number" },
        payrollratioline: collector.lines.map((line) => ({
          amount: netvisorDecimal(line.rate === null ? line.quantity : roundTo(line.quantity * line.rate, 2)),
          payrollratio: { "#text": line.payCode, "@_type": "number" },
          ...(line.dimensions.length > 0 ? { dimension: dimensionXml(line.dimensions) } : {}),
        })),
      },
    },
  });

/** `dimensionitem.nv` body: adds an item under a dimension name (Netvisor creates the name if new). */
export const dimensionItemXml = (dimension: PayDimension): string =>
  buildXml({ root: { dimensionitem: { name: dimension.name, item: dimension.item } } });

export interface NetvisorReply {
  readonly ok: boolean;
  /** The texts after the first Status (e.g. "INVALID_DATA :: Hours on this date ..."). */
  readonly messages: readonly string[];
  readonly insertedDataIdentifier: string | null;
  readonly root: Record<string, unknown>;
}

const textOf = (node: unknown): string => (typeof node === "object" && node !== null ? String((node as Record<string, unknown>)["#text"] ?? "") : String(node ?? ""));

/** Reads `<Root><ResponseStatus><Status>OK|FAILED</Status>[<Status>why</Status>]…`. */
export const parseNetvisorReply = (xml: string): NetvisorReply => {
  const document = parseNetvisorXml(xml);
  const root = (document["Root"] ?? {}) as Record<string, unknown>;
  const status = (root["ResponseStatus"] ?? {}) as Record<string, unknown>;
  const statuses = ((status["Status"] ?? []) as unknown[]).map(textOf);
  const replies = (root["Replies"] ?? {}) as Record<string, unknown>;
  const inserted = replies["InsertedDataIdentifier"];
  return {
    ok: statuses[0] === "OK",
    messages: statuses.slice(1),
    insertedDataIdentifier: inserted === undefined ? null : textOf(inserted),
    root,
  };
};

export interface NetvisorDimensionName {
  readonly name: string;
  readonly items: readonly string[];
}

/** Reads a `dimensionlist.nv` reply into names and their item names. */
export const parseDimensionList = (root: Record<string, unknown>): NetvisorDimensionName[] => {
  const list = (root["DimensionNameList"] ?? root["dimensionnamelist"] ?? {}) as Record<string, unknown>;
  const names = (list["DimensionName"] ?? list["dimensionname"] ?? []) as unknown[];
  return (Array.isArray(names) ? names : [names]).map((entry) => {
    const record = entry as Record<string, unknown>;
    const details = (record["DimensionDetails"] ?? record["dimensiondetails"] ?? {}) as Record<string, unknown>;
    const detailList = (details["DimensionDetail"] ?? details["dimensiondetail"] ?? []) as unknown[];
    return {
      name: textOf(record["Name"] ?? record["name"]),
      items: (Array.isArray(detailList) ? detailList : [detailList]).map((d) => textOf((d as Record<string, unknown>)["Name"] ?? (d as Record<string, unknown>)["name"])),
    };
  });
};

/** Builds a reply the way Netvisor writes it (used by the fake server). */
export const netvisorReplyXml = (reply: { ok: boolean; message?: string; timestamp: string; body?: Record<string, unknown> }): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  buildXml({
    Root: {
      ResponseStatus: { Status: reply.ok ? ["OK"] : ["FAILED", reply.message ?? ""], TimeStamp: reply.timestamp },
      ...(reply.body ?? {}),
    },
  });
