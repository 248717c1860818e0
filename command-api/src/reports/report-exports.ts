import ExcelJS from "exceljs";
import JSZip from "jszip";
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

/** Rewrites a zip with fixed entry times in name order, so equal content gives equal bytes. */
const deterministicZip = async (buffer: Buffer): Promise<Buffer> => {
  const source = await JSZip.loadAsync(buffer);
  const target = new JSZip();
  for (const name of Object.keys(source.files).sort()) {
    const file = source.files[name];
    if (file === undefined || file.dir) continue;
    target.file(name, await file.async("uint8array"), { date: FIXED_FILE_TIME, createFolders: false });
  }
  return target.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 } });
};

/** XLSX with typed cells (dates, durations as [h]:mm, money as numbers): one sheet for all rows or one per worker, and a summary sheet. */
export const reportXlsx = async (report: Report, columns: readonly RowColumn[], layout: XlsxLayout): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Workledger";
  workbook.created = FIXED_FILE_TIME;
  workbook.modified = FIXED_FILE_TIME;
  const addRows = (sheet: ExcelJS.Worksheet, rows: readonly ReportRow[]) => {
    sheet.columns = [...columns.map((c) => ({ header: rowColumns[c].header, key: c, width: 18 })), { header: "Hours", key: "hours", width: 10 }];
    for (const r of rows) {
      const values: Record<string, unknown> = {};
      for (const c of columns) values[c] = c === "date" ? new Date(`${r.date}T00:00:00.000Z`) : c === "start" || c === "end" ? new Date(r[c]) : rowColumns[c].value(r);
      values.hours = secondsAsDays(r.work_duration);
      sheet.addRow(values);
    }
    sheet.getColumn("hours").numFmt = "[h]:mm";
    if (columns.includes("date")) sheet.getColumn("date").numFmt = "dd.mm.yyyy";
    for (const c of ["start", "end"] as const) if (columns.includes(c)) sheet.getColumn(c).numFmt = "dd.mm.yyyy hh:mm";
    sheet.getRow(1).font = { bold: true };
  };
  if (layout === "combined") addRows(workbook.addWorksheet("Report"), report.rows);
  else {
    const used = new Set<string>();
    for (const w of report.workers) {
      // Sheet names: at most 31 characters, none of []:*?/\ and unique.
      let name = (w.name || w.worker_id).replace(/[[\]:*?/\\]/g, " ").slice(0, 28);
      for (let i = 2; used.has(name.toLowerCase()); i += 1) name = `${name.slice(0, 25)} ${i}`;
      used.add(name.toLowerCase());
      addRows(workbook.addWorksheet(name), report.rows.filter((r) => r.worker_id === w.worker_id));
    }
  }
  const summary = workbook.addWorksheet("Summary");
  summary.columns = ["Worker", "Worked", "Regular", "Overtime", "Weighted overtime", "Absences", "Daily allowance (cents)", "Bonus", "Unconfirmed"].map((header, i) => ({ header, key: `c${i}`, width: 16 }));
  const totalsRow = (name: string, t: ReportTotals) =>
    summary.addRow([name, secondsAsDays(t.worked_seconds), secondsAsDays(t.regular_seconds), secondsAsDays(t.overtime_seconds), secondsAsDays(t.weighted_overtime_seconds), secondsAsDays(t.absence_seconds), t.daily_allowance_cents, t.bonus, t.unconfirmed]);
  for (const w of report.workers) totalsRow(w.name, w.totals);
  totalsRow("Total", report.totals).font = { bold: true };
  for (const c of [2, 3, 4, 5, 6]) summary.getColumn(c).numFmt = "[h]:mm";
  summary.getRow(1).font = { bold: true };
  summary.addRow([]);
  summary.addRow(["Position", report.position]);
  summary.addRow(["Period", `${report.from} - ${report.to}`]);
  return deterministicZip(Buffer.from(await workbook.xlsx.writeBuffer()));
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
