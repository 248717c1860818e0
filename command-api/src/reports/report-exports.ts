import ExcelJS from "exceljs";
import { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import type { Report, ReportRow, ReportTotals } from "./report-service.ts";

export type DurationDisplay = "hhmm" | "decimal";
export type XlsxLayout = "combined" | "per_worker";

/** A fixed timestamp inside files whose format wants one, so the same report gives the same bytes. */
const FIXED_FILE_TIME = new Date(Date.UTC(2000, 0, 1));

/** h:mm (negative never occurs) or hours with 2 decimals (clarification 26). */
export const formatDuration = (seconds: number, display: DurationDisplay): string => {
  if (display === "decimal") return (seconds / 3600).toFixed(2);
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

/** The columns of a report row export; a custom report picks and orders some of them. */
export const rowColumns = {
  worker_name: { header: "Worker", value: (r: ReportRow) => r.worker_name },
  date: { header: "Date", value: (r: ReportRow) => r.date },
  start: { header: "Start", value: (r: ReportRow) => r.start },
  end: { header: "End", value: (r: ReportRow) => r.end },
  workName: { header: "Work type", value: (r: ReportRow) => r.workName },
  product_nr: { header: "Product number", value: (r: ReportRow) => r.product_nr ?? "" },
  division_id: { header: "Workspace", value: (r: ReportRow) => r.division_id ?? "" },
  work_duration: { header: "Duration (s)", value: (r: ReportRow) => r.work_duration },
  pause_seconds: { header: "Pause (s)", value: (r: ReportRow) => r.pause_seconds },
  daily_allowance: { header: "Daily allowance (cents)", value: (r: ReportRow) => r.daily_allowance },
  compensation: { header: "Compensation (cents)", value: (r: ReportRow) => r.compensation },
  bonus: { header: "Bonus", value: (r: ReportRow) => r.bonus },
  confirmed: { header: "Confirmed", value: (r: ReportRow) => (r.confirmed ? "yes" : "no") },
  id: { header: "Work id", value: (r: ReportRow) => r.id },
  rules: { header: "Rules", value: (r: ReportRow) => r.rules.join(" ") },
} as const;
export type RowColumn = keyof typeof rowColumns;
export const rowColumnKeys = Object.keys(rowColumns) as RowColumn[];
export const defaultColumns: readonly RowColumn[] = ["worker_name", "date", "start", "end", "workName", "product_nr", "division_id", "work_duration", "daily_allowance", "compensation", "bonus", "confirmed", "id"];

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n;]/.test(text) || /^[=+\-@\t]/.test(text) ? `"${(/^[=+\-@\t]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"` : text;
};

/** CSV (RFC 4180; cells that a spreadsheet would run as a formula are quoted and prefixed). */
export const reportCsv = (report: Report, columns: readonly RowColumn[], display: DurationDisplay): string => {
  const lines = [[...columns.map((c) => rowColumns[c].header), "Hours"].map(csvCell).join(",")];
  for (const row of report.rows) lines.push([...columns.map((c) => rowColumns[c].value(row)), formatDuration(row.work_duration, display)].map(csvCell).join(","));
  lines.push("");
  lines.push(["Worker", "Worked", "Regular", "Overtime", "Weighted overtime", "Absences", "Daily allowance (cents)", "Bonus", "Unconfirmed"].map(csvCell).join(","));
  const totalsLine = (name: string, t: ReportTotals) =>
    [name, formatDuration(t.worked_seconds, display), formatDuration(t.regular_seconds, display), formatDuration(t.overtime_seconds, display), formatDuration(t.weighted_overtime_seconds, display), formatDuration(t.absence_seconds, display), t.daily_allowance_cents, t.bonus, t.unconfirmed].map(csvCell).join(",");
  for (const w of report.workers) lines.push(totalsLine(w.name, w.totals));
  lines.push(totalsLine("Total", report.totals));
  lines.push(["Position", report.position].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
};

const secondsAsDays = (seconds: number): number => seconds / 86_400;

/** 2000-01-01 00:00 as a zip entry's MS-DOS date and time. */
const FIXED_DOS_DATE = ((FIXED_FILE_TIME.getUTCFullYear() - 1980) << 9) | ((FIXED_FILE_TIME.getUTCMonth() + 1) << 5) | FIXED_FILE_TIME.getUTCDate();
const FIXED_DOS_TIME = 0;

/**
 * Sets every entry time of a finished zip (its local headers and central directory) to the fixed
 * file time, in place: the streaming writer stamps entries with the clock, and equal content must
 * give equal bytes. A pass over the headers, nothing is decompressed or compressed again.
 */
export const fixZipEntryTimes = (zip: Buffer): Buffer => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("Not a zip: no end of central directory");
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("Not a zip: bad central directory");
    zip.writeUInt16LE(FIXED_DOS_TIME, at + 12);
    zip.writeUInt16LE(FIXED_DOS_DATE, at + 14);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error("Not a zip: bad local header");
    zip.writeUInt16LE(FIXED_DOS_TIME, local + 10);
    zip.writeUInt16LE(FIXED_DOS_DATE, local + 12);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
};

const SUMMARY_HEADERS = ["Worker", "Worked", "Regular", "Overtime", "Weighted overtime", "Absences", "Daily allowance (cents)", "Bonus", "Unconfirmed"];

/**
 * XLSX with typed cells (dates, durations as [h]:mm, money as numbers): one sheet for all rows or
 * one per worker, and a summary sheet. Written with exceljs's streaming writer: each row is
 * committed as it is added, so memory holds the compressed file, not a model of every cell.
 */
export const reportXlsx = async (report: Report, columns: readonly RowColumn[], layout: XlsxLayout): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  workbook.creator = "Workledger";
  workbook.created = FIXED_FILE_TIME;
  workbook.modified = FIXED_FILE_TIME;
  const bold = { bold: true };
  const addRows = (sheet: ExcelJS.Worksheet, rows: readonly ReportRow[]) => {
    sheet.columns = [...columns.map((c) => ({ header: rowColumns[c].header, key: c, width: 18 })), { header: "Hours", key: "hours", width: 10 }];
    sheet.getColumn("hours").numFmt = "[h]:mm";
    if (columns.includes("date")) sheet.getColumn("date").numFmt = "dd.mm.yyyy";
    for (const c of ["start", "end"] as const) if (columns.includes(c)) sheet.getColumn(c).numFmt = "dd.mm.yyyy hh:mm";
    sheet.getRow(1).font = bold;
    sheet.getRow(1).commit();
    for (const r of rows) {
      const values: Record<string, unknown> = {};
      for (const c of columns) values[c] = c === "date" ? new Date(`${r.date}T00:00:00.000Z`) : c === "start" || c === "end" ? new Date(r[c]) : rowColumns[c].value(r);
      values.hours = secondsAsDays(r.work_duration);
      sheet.addRow(values).commit();
    }
    sheet.commit();
  };
  if (layout === "combined") addRows(workbook.addWorksheet("Report"), report.rows);
  else {
    const rowsOf = new Map<string, ReportRow[]>();
    for (const r of report.rows) {
      const list = rowsOf.get(r.worker_id);
      if (list === undefined) rowsOf.set(r.worker_id, [r]);
      else list.push(r);
    }
    const used = new Set<string>();
    for (const w of report.workers) {
      // Sheet names: at most 31 characters, none of []:*?/\ and unique.
      let name = (w.name || w.worker_id).replace(/[[\]:*?/\\]/g, " ").slice(0, 28);
      for (let i = 2; used.has(name.toLowerCase()); i += 1) name = `${name.slice(0, 25)} ${i}`;
      used.add(name.toLowerCase());
      addRows(workbook.addWorksheet(name), rowsOf.get(w.worker_id) ?? []);
    }
  }
  const summary = workbook.addWorksheet("Summary");
  summary.columns = SUMMARY_HEADERS.map((header, i) => ({ header, key: `c${i}`, width: 16 }));
  for (const c of [2, 3, 4, 5, 6]) summary.getColumn(c).numFmt = "[h]:mm";
  summary.getRow(1).font = bold;
  summary.getRow(1).commit();
  const totalsRow = (name: string, t: ReportTotals) =>
    summary.addRow([name, secondsAsDays(t.worked_seconds), secondsAsDays(t.regular_seconds), secondsAsDays(t.overtime_seconds), secondsAsDays(t.weighted_overtime_seconds), secondsAsDays(t.absence_seconds), t.daily_allowance_cents, t.bonus, t.unconfirmed]);
  for (const w of report.workers) totalsRow(w.name, w.totals).commit();
  const total = totalsRow("Total", report.totals);
  total.font = bold;
  total.commit();
  summary.addRow([]).commit();
  summary.addRow(["Position", report.position]).commit();
  summary.addRow(["Period", `${report.from} - ${report.to}`]).commit();
  summary.commit();
  await workbook.commit();
  return fixZipEntryTimes(Buffer.concat(chunks));
};

export interface PdfBranding {
  readonly companyName: string;
  /** PNG or JPEG bytes of the company logo, when it has one. */
  readonly logo: Buffer | null;
}

/** A PDF: the company logo and name, the period and position, a table of totals per worker and the grand total. */
export const reportPdf = (report: Report, branding: PdfBranding, display: DurationDisplay): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: `Report ${report.from} - ${report.to}`, Creator: "Workledger", CreationDate: FIXED_FILE_TIME, ModDate: FIXED_FILE_TIME } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    let y = 40;
    if (branding.logo !== null) {
      try {
        doc.image(branding.logo, 40, y, { fit: [120, 48] });
      } catch {
        // a logo the PDF library cannot read leaves the name alone
      }
    }
    doc.fontSize(16).text(branding.companyName, 180, y);
    doc.fontSize(10).text(`Report ${report.from} - ${report.to} (${report.time_zone})`, 180, y + 22);
    doc.text(`Ledger position ${report.position}${report.as_of === null ? "" : ` as of ${report.as_of}`}`, 180, y + 36);
    y = 110;
    const headers = ["Worker", "Worked", "Regular", "Overtime", "Weighted OT", "Absences", "Allowance €", "Unconfirmed"];
    const widths = [150, 55, 55, 55, 60, 55, 60, 25];
    const row = (cells: readonly string[], bold: boolean) => {
      if (y > 780) {
        doc.addPage();
        y = 40;
      }
      let x = 40;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      cells.forEach((cell, i) => {
        doc.text(cell, x, y, { width: (widths[i] ?? 50) - 4, lineBreak: false, ellipsis: true });
        x += widths[i] ?? 50;
      });
      y += 16;
    };
    const cells = (name: string, t: ReportTotals): string[] => [
      name,
      formatDuration(t.worked_seconds, display),
      formatDuration(t.regular_seconds, display),
      formatDuration(t.overtime_seconds, display),
      formatDuration(t.weighted_overtime_seconds, display),
      formatDuration(t.absence_seconds, display),
      (t.daily_allowance_cents / 100).toFixed(2),
      String(t.unconfirmed),
    ];
    row(headers, true);
    for (const w of report.workers) row(cells(w.name, w.totals), false);
    doc.moveTo(40, y).lineTo(555, y).stroke();
    y += 4;
    row(cells("Total", report.totals), true);
    doc.end();
  });
