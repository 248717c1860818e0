import { XMLBuilder } from "fast-xml-parser";
import { fixed, roundTo, type PayLine } from "../pay-lines/pay-line.ts";

/**
 * PAXml 2.0, the Swedish cross-vendor payroll import (Fortnox, Crona, Kontek): attendance and
 * absence go to `tidtransaktioner/tidtrans` (tidkod, datum, timmar), every other wage type to
 * `lonetransaktioner/lonetrans` (lonart, datum, antal, apris, belopp); `anstid` is the employment
 * number and cost dimensions go to `resenheter/resenhet`.
 */
export const PAXML_LONETRANS_FIELDS = ["lonart", "datum", "antal", "apris", "belopp", "resenheter"] as const;
export const PAXML_TIDTRANS_FIELDS = ["tidkod", "datum", "timmar", "resenheter"] as const;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, indentBy: "  " });

export interface PaxmlOptions {
  /** When the file was made (header datum); part of the bytes, so a reproducible export passes a fixed value. */
  readonly createdAt: string;
  readonly organisationNumber?: string;
  readonly companyName?: string;
}

const dateOf = (line: PayLine): string => (line.when.kind === "date" ? line.when.date : line.when.end);
const resenheter = (line: PayLine) => (line.dimensions.length === 0 ? {} : { resenheter: { resenhet: line.dimensions.map((d) => ({ "#text": d.item, "@_dim": d.name })) } });

export const paxml = (lines: readonly PayLine[], options: PaxmlOptions): string => {
  // Hours of attendance or absence are time transactions; priced lines, pieces and day counts are wage transactions.
  const time = lines.filter((line) => line.unit === "hour" && line.rate === null && (line.kind === "paid-absence" || line.kind === "worked-time"));
  const wages = lines.filter((line) => !time.includes(line));
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "utf-8" },
    paxml: {
      "@_xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
      "@_xsi:noNamespaceSchemaLocation": "http://www.paxml.se/2.0/paxml.xsd",
      header: {
        format: "LÖNIN",
        version: "2.0",
        datum: options.createdAt,
        ...(options.organisationNumber === undefined ? {} : { foretagorgnr: options.organisationNumber }),
        ...(options.companyName === undefined ? {} : { foretagnamn: options.companyName }),
      },
      ...(wages.length === 0
        ? {}
        : {
            lonetransaktioner: {
              lonetrans: wages.map((line) => ({
                "@_anstid": line.workerExternalId,
                lonart: line.payCode,
                datum: dateOf(line),
                antal: fixed(line.quantity, 2),
                ...(line.rate !== null
                  ? { apris: fixed(line.rate, 2), belopp: fixed(roundTo(line.quantity * line.rate, 2), 2) }
                  : line.unit === "amount"
                    ? { belopp: fixed(line.quantity, 2) }
                    : {}),
                ...resenheter(line),
              })),
            },
          }),
      ...(time.length === 0
        ? {}
        : {
            tidtransaktioner: {
              tidtrans: time.map((line) => ({
                "@_anstid": line.workerExternalId,
                tidkod: line.payCode,
                datum: dateOf(line),
                timmar: fixed(line.quantity, 2),
                ...resenheter(line),
              })),
            },
          }),
    },
  };
  return builder.build(document) as string;
};
