import { execFileSync } from "node:child_process";

/**
 * A PDF's text as poppler's pdftotext reads it, in its layout (the report embeds a subset of DejaVu
 * Sans, so its strings are glyph ids that only a real PDF reader maps back to text).
 */
export const pdfText = (pdfPath: string): string => execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
