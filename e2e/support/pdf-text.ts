import { inflateSync } from "node:zlib";

/**
 * The text a PDF draws with the standard fonts (as pdfkit writes it: hex strings inside TJ arrays
 * of Flate-compressed content streams), joined per text object. Enough to check a report's totals.
 */
export const pdfText = (pdf: Buffer): string => {
  const source = pdf.toString("latin1");
  const parts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(source); match !== null; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const block of content.split(/\bET\b/)) {
      const hex = [...block.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1")).join("");
      if (hex !== "") parts.push(hex);
    }
  }
  return parts.join("\n");
};
