import { createRequire } from "node:module";
import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { apportion, formatEuros, formatHoursUnits, hoursUnitSeconds, offsetMsAt, type HoursDisplay } from "@workledger/domain";
import { slicer } from "../http/event-loop-slices.ts";
import { exportText, type ExportLocale, type ExportWord } from "./report-export-texts.ts";
import type { Report, ReportRow, ReportTotals } from "./report-service.ts";

export type DurationDisplay = HoursDisplay;
export type XlsxLayout = "combined" | "per_worker";
/** A CSV holds one table: the rows (work logs and paid absences) or the summary per worker. */
export type CsvTable = "detail" | "summary";

/** A fixed timestamp inside files whose format wants one, so the same report gives the same bytes. */
const FIXED_FILE_TIME = new Date(Date.UTC(2000, 0, 1));

/** An approved paid absence's paid seconds on one local date (the report's day figures count the same). */
export interface AbsenceLine {
  readonly worker_id: string;
  readonly worker_name: string;
  readonly date: string;
  readonly seconds: number;
  readonly type_name: string;
}

/** What a file needs beside the report: how to show hours, the reader's language, names instead of ids. */
export interface ExportOptions {
  readonly display: DurationDisplay;
  readonly locale: ExportLocale;
  readonly workspaceNames: ReadonlyMap<string, string>;
  /** The paid absences of the report's workers and period (rows of their own in the detail). */
  readonly absences: readonly AbsenceLine[];
}

/** One line of the detail table: a work log or a day of paid absence. */
export interface DetailLine {
  readonly kind: "work" | "absence";
  readonly worker_id: string;
  readonly worker_name: string;
  readonly date: string;
  /** Instants (ISO), null for an absence. */
  readonly start: string | null;
  readonly end: string | null;
  readonly entry: string;
  readonly work_type: string;
  readonly product_nr: string;
  readonly workspace: string;
  readonly seconds: number;
  readonly pause_seconds: number;
  readonly allowance_cents: number;
  readonly compensation_cents: number;
  /** Whole euros, as the ledger keeps a bonus. */
  readonly bonus: number;
  readonly confirmed: boolean | null;
  readonly id: string;
  readonly rules: string;
}

const workLine = (r: ReportRow, options: ExportOptions): DetailLine => ({
  kind: "work",
  worker_id: r.worker_id,
  worker_name: r.worker_name,
  date: r.date,
  start: r.start,
  end: r.end,
  entry: exportText("work", options.locale),
  work_type: r.workName,
  product_nr: r.product_nr ?? "",
  workspace: r.division_id === null ? "" : (options.workspaceNames.get(r.division_id) ?? r.division_id),
  seconds: r.work_duration,
  pause_seconds: r.pause_seconds,
  allowance_cents: r.daily_allowance,
  compensation_cents: r.compensation,
  bonus: r.bonus,
  confirmed: r.confirmed,
  id: r.id,
  rules: r.rules.join(" "),
});

const absenceLine = (a: AbsenceLine, options: ExportOptions): DetailLine => ({
  kind: "absence",
  worker_id: a.worker_id,
  worker_name: a.worker_name,
  date: a.date,
  start: null,
  end: null,
  entry: a.type_name === "" ? exportText("paidAbsence", options.locale) : `${exportText("paidAbsence", options.locale)}: ${a.type_name}`,
  work_type: "",
  product_nr: "",
  workspace: "",
  seconds: a.seconds,
  pause_seconds: 0,
  allowance_cents: 0,
  compensation_cents: 0,
  bonus: 0,
  confirmed: null,
  id: "",
  rules: "",
});

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Work logs and paid absences in one list, by worker, date and start (a day's absence after its work). */
export const detailLines = (report: Report, options: ExportOptions): DetailLine[] =>
  [...report.rows.map((r) => workLine(r, options)), ...options.absences.map((a) => absenceLine(a, options))].sort(
    (a, b) =>
      compare(a.worker_name, b.worker_name) ||
      compare(a.worker_id, b.worker_id) ||
      compare(a.date, b.date) ||
      (a.kind === b.kind ? compare(a.start ?? "", b.start ?? "") || compare(a.id, b.id) : a.kind === "work" ? -1 : 1),
  );

/**
 * Hours of each line in display units (hundredths or minutes) that add up: per kind (work,
 * absence), the total is apportioned over the workers, and each worker's over their lines, so the
 * column sums to the report's totals and each worker's lines to the worker's.
 */
export const lineUnits = (lines: readonly DetailLine[], display: DurationDisplay): number[] => {
  const unit = hoursUnitSeconds(display);
  const units = new Array<number>(lines.length).fill(0);
  for (const kind of ["work", "absence"] as const) {
    const byWorker = new Map<string, number[]>();
    lines.forEach((l, i) => {
      if (l.kind !== kind) return;
      const list = byWorker.get(l.worker_id);
      if (list === undefined) byWorker.set(l.worker_id, [i]);
      else list.push(i);
    });
    const workers = [...byWorker.values()];
    const workerUnits = apportion(workers.map((idx) => idx.reduce((s, i) => s + (lines[i]?.seconds ?? 0), 0)), unit);
    workers.forEach((idx, w) => {
      const own = apportion(idx.map((i) => lines[i]?.seconds ?? 0), unit, workerUnits[w]);
      idx.forEach((i, k) => (units[i] = own[k] ?? 0));
    });
  }
  return units;
};

/** The local wall clock of an instant as a Date whose UTC fields read it (what a spreadsheet date cell shows). */
const wallClock = (instant: string, timeZone: string): Date => {
  const ms = Date.parse(instant);
  return new Date(ms + offsetMsAt(ms, timeZone));
};

/** 'YYYY-MM-DD HH:mm' in the zone. */
const localDateTime = (instant: string | null, timeZone: string): string => (instant === null ? "" : wallClock(instant, timeZone).toISOString().slice(0, 16).replace("T", " "));

/** Hours as a CSV cell: decimal with a point (a machine-readable number), or h:mm. */
const csvHours = (units: number, display: DurationDisplay): string => formatHoursUnits(units, display, "en");
const csvEuros = (cents: number): string => (Math.round(cents) / 100).toFixed(2);

interface Column {
  readonly header: ExportWord;
  /** A CSV cell. */
  readonly text: (l: DetailLine, units: number, display: DurationDisplay, zone: string, locale: string) => string;
  /** An XLSX cell (numbers and dates typed), with its number format. */
  readonly cell: (l: DetailLine, display: DurationDisplay, zone: string, locale: string) => string | number | Date | null;
  readonly numFmt?: (display: DurationDisplay) => string;
}

const hoursValue = (seconds: number, display: DurationDisplay): number => (display === "decimal" ? seconds / 3600 : seconds / 86_400);
const hoursFormat = (display: DurationDisplay): string => (display === "decimal" ? "0.00" : "[h]:mm");
const EURO_FORMAT = "#,##0.00";
const yesNo = (v: boolean | null, locale: string): string => (v === null ? "" : exportText(v ? "yes" : "no", locale));

/** The columns of the detail table; a custom report picks and orders some of them. */
export const rowColumns = {
  worker_name: { header: "worker", text: (l) => l.worker_name, cell: (l) => l.worker_name },
  date: { header: "date", text: (l) => l.date, cell: (l) => new Date(`${l.date}T00:00:00.000Z`), numFmt: () => "dd.mm.yyyy" },
  start: { header: "start", text: (l, _u, _d, zone) => localDateTime(l.start, zone), cell: (l, _d, zone) => (l.start === null ? null : wallClock(l.start, zone)), numFmt: () => "dd.mm.yyyy hh:mm" },
  end: { header: "end", text: (l, _u, _d, zone) => localDateTime(l.end, zone), cell: (l, _d, zone) => (l.end === null ? null : wallClock(l.end, zone)), numFmt: () => "dd.mm.yyyy hh:mm" },
  entry: { header: "entry", text: (l) => l.entry, cell: (l) => l.entry },
  workName: { header: "workType", text: (l) => l.work_type, cell: (l) => l.work_type },
  product_nr: { header: "productNumber", text: (l) => l.product_nr, cell: (l) => l.product_nr },
  division_id: { header: "workspace", text: (l) => l.workspace, cell: (l) => l.workspace },
  work_duration: { header: "hours", text: (_l, units, display) => csvHours(units, display), cell: (l, display) => hoursValue(l.seconds, display), numFmt: hoursFormat },
  pause_seconds: {
    header: "pause",
    text: (l, _u, display) => csvHours(Math.round(l.pause_seconds / hoursUnitSeconds(display)), display),
    cell: (l, display) => hoursValue(l.pause_seconds, display),
    numFmt: hoursFormat,
  },
  daily_allowance: { header: "allowance", text: (l) => csvEuros(l.allowance_cents), cell: (l) => l.allowance_cents / 100, numFmt: () => EURO_FORMAT },
  compensation: { header: "compensation", text: (l) => csvEuros(l.compensation_cents), cell: (l) => l.compensation_cents / 100, numFmt: () => EURO_FORMAT },
  bonus: { header: "bonus", text: (l) => csvEuros(l.bonus * 100), cell: (l) => l.bonus, numFmt: () => EURO_FORMAT },
  confirmed: { header: "confirmed", text: (l, _u, _d, _z, locale) => yesNo(l.confirmed, locale), cell: (l, _d, _z, locale) => yesNo(l.confirmed, locale) },
  id: { header: "workId", text: (l) => l.id, cell: (l) => l.id },
  rules: { header: "rules", text: (l) => l.rules, cell: (l) => l.rules },
} as const satisfies Record<string, Column>;
export type RowColumn = keyof typeof rowColumns;
export const rowColumnKeys = Object.keys(rowColumns) as RowColumn[];
export const defaultColumns: readonly RowColumn[] = ["worker_name", "date", "start", "end", "entry", "workName", "product_nr", "division_id", "work_duration", "daily_allowance", "compensation", "bonus", "confirmed", "id"];
const columnOf = (key: RowColumn): Column => rowColumns[key];

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n;]/.test(text) || /^[=+\-@\t]/.test(text) ? `"${(/^[=+\-@\t]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: readonly (string | number)[]): string => cells.map(csvCell).join(",");

/** The summary's columns: hours per worker (apportioned so they add up to the total), allowance and bonus in euros, the unconfirmed count. */
const summaryHours = ["worked_seconds", "regular_seconds", "overtime_seconds", "weighted_overtime_seconds", "absence_seconds"] as const;
const summaryHeaders: readonly ExportWord[] = ["worker", "worked", "regular", "overtime", "weightedOvertime", "absences", "allowance", "bonus", "unconfirmed"];

/** Each summary hours column in display units per worker, apportioned so the workers add up to the total. */
const summaryUnits = (report: Report, display: DurationDisplay): Record<(typeof summaryHours)[number], number[]> => {
  const unit = hoursUnitSeconds(display);
  return Object.fromEntries(summaryHours.map((k) => [k, apportion(report.workers.map((w) => w.totals[k]), unit)])) as Record<(typeof summaryHours)[number], number[]>;
};

/**
 * CSV (RFC 4180; cells that a spreadsheet would run as a formula are quoted and prefixed), one table
 * per file: the detail (each work log and each day of paid absence) or the summary (one row per
 * worker). Decimal hours with a point or h:mm, money in euros with a point: numbers a parser reads
 * whatever the locale. The ledger position is in the file's name and the `x-ledger-position` header.
 */
export const reportCsv = async (report: Report, columns: readonly RowColumn[], options: ExportOptions, table: CsvTable = "detail"): Promise<string> => {
  const { display, locale } = options;
  const lines: string[] = [];
  if (table === "detail") {
    const detail = detailLines(report, options);
    const units = lineUnits(detail, display);
    lines.push(csvLine(columns.map((c) => exportText(columnOf(c).header, locale))));
    // Row by row in slices that let the event loop turn (a report may hold 60,000 logs).
    const pause = slicer();
    for (const [i, l] of detail.entries()) {
      lines.push(csvLine(columns.map((c) => columnOf(c).text(l, units[i] ?? 0, display, report.time_zone, locale))));
      await pause();
    }
  } else {
    const units = summaryUnits(report, display);
    lines.push(csvLine(summaryHeaders.map((h) => exportText(h, locale))));
    report.workers.forEach((w, i) =>
      lines.push(csvLine([w.name, ...summaryHours.map((k) => csvHours(units[k][i] ?? 0, display)), csvEuros(w.totals.daily_allowance_cents), csvEuros(w.totals.bonus * 100), w.totals.unconfirmed])),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
};

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

/** The ledger position as a reader sees it in a file's properties and footers. */
const positionText = (report: Report, locale: string): string =>
  `${exportText("position", locale)} ${report.position}${report.as_of === null ? "" : ` (${exportText("asOf", locale)} ${report.as_of})`}`;

/**
 * XLSX with typed cells: dates, hours as numbers ([h]:mm durations or 0.00 decimal hours, as
 * chosen), money as euros (#,##0.00): one detail sheet for all rows or one per worker, and a
 * summary sheet with the total. The ledger position is in the workbook's properties and each
 * sheet's footer, not in a data row. Written with exceljs's streaming writer: each row is
 * committed as it is added, so memory holds the compressed file, not a model of every cell.
 */
export const reportXlsx = async (report: Report, columns: readonly RowColumn[], layout: XlsxLayout, options: ExportOptions): Promise<Buffer> => {
  const { display, locale } = options;
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
  const position = positionText(report, locale);
  workbook.title = `${exportText("report", locale)} ${report.from} – ${report.to}`;
  workbook.subject = position;
  workbook.keywords = `ledger-position:${report.position}`;
  workbook.description = `${position}; ${exportText("timeZone", locale)} ${report.time_zone}`;
  const footer = `&L${position}&R&P / &N`;
  const sheetOf = (name: string) => {
    const sheet = workbook.addWorksheet(name, { headerFooter: { oddFooter: footer, evenFooter: footer } });
    return sheet;
  };
  const bold = { bold: true };
  const pause = slicer();
  const addRows = async (sheet: ExcelJS.Worksheet, lines: readonly DetailLine[]) => {
    sheet.columns = columns.map((c) => ({ header: exportText(columnOf(c).header, locale), key: c, width: c === "worker_name" || c === "entry" ? 24 : 16 }));
    for (const c of columns) {
      const format = columnOf(c).numFmt?.(display);
      if (format !== undefined) sheet.getColumn(c).numFmt = format;
    }
    sheet.getRow(1).font = bold;
    sheet.getRow(1).commit();
    for (const l of lines) {
      const values: Record<string, unknown> = {};
      for (const c of columns) values[c] = columnOf(c).cell(l, display, report.time_zone, locale);
      sheet.addRow(values).commit();
      await pause();
    }
    sheet.commit();
  };
  const detail = detailLines(report, options);
  if (layout === "combined") await addRows(sheetOf(exportText("details", locale)), detail);
  else {
    const linesOf = new Map<string, DetailLine[]>();
    for (const l of detail) {
      const list = linesOf.get(l.worker_id);
      if (list === undefined) linesOf.set(l.worker_id, [l]);
      else list.push(l);
    }
    const used = new Set<string>([exportText("summary", locale).toLowerCase()]);
    for (const w of report.workers) {
      // Sheet names: at most 31 characters, none of []:*?/\ and unique.
      let name = (w.name || w.worker_id).replace(/[[\]:*?/\\]/g, " ").slice(0, 28);
      for (let i = 2; used.has(name.toLowerCase()); i += 1) name = `${name.slice(0, 25)} ${i}`;
      used.add(name.toLowerCase());
      await addRows(sheetOf(name), linesOf.get(w.worker_id) ?? []);
    }
  }
  const summary = sheetOf(exportText("summary", locale));
  summary.columns = summaryHeaders.map((h, i) => ({ header: exportText(h, locale), key: `c${i}`, width: i === 0 ? 28 : 16 }));
  for (const c of [2, 3, 4, 5, 6]) summary.getColumn(c).numFmt = hoursFormat(display);
  for (const c of [7, 8]) summary.getColumn(c).numFmt = EURO_FORMAT;
  summary.getRow(1).font = bold;
  summary.getRow(1).commit();
  const totalsRow = (name: string, t: ReportTotals) => summary.addRow([name, ...summaryHours.map((k) => hoursValue(t[k], display)), t.daily_allowance_cents / 100, t.bonus, t.unconfirmed]);
  for (const w of report.workers) totalsRow(w.name, w.totals).commit();
  const total = totalsRow(exportText("total", locale), report.totals);
  total.font = bold;
  total.commit();
  summary.commit();
  await workbook.commit();
  return fixZipEntryTimes(Buffer.concat(chunks));
};

export interface PdfBranding {
  readonly companyName: string;
  /** The company's registration number (business ID), when it has one. */
  readonly registrationNumber: string | null;
  /** PNG or JPEG bytes of the company logo, when it has one. */
  readonly logo: Buffer | null;
}

const require = createRequire(import.meta.url);
/** DejaVu Sans Condensed: Latin and Cyrillic (names and Russian words), narrow enough for nine columns. */
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf");

/** dd.mm.yyyy, as the app writes dates. */
const dottedDate = (date: string): string => date.split("-").reverse().join(".");

const PAGE_LEFT = 40;
const PAGE_WIDTH = 515;
const PAGE_BOTTOM = 770;

/**
 * A PDF: the company's logo, name and registration number, the period, zone and when it was
 * generated; a table of totals per worker (hours, allowance, bonus, unconfirmed logs) and the grand
 * total, in the reader's locale (0,00 in fi, et, sv, es, ru); a line for approval; the ledger
 * position in the document's properties and each page's footer. Headers wrap within their column
 * at a size where each word fits. The same report, options and generation time give the same bytes.
 */
export const reportPdf = (report: Report, branding: PdfBranding, options: Pick<ExportOptions, "display" | "locale">, generatedAt: Date): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const { display, locale } = options;
    const t = (word: ExportWord) => exportText(word, locale);
    const position = positionText(report, locale);
    const doc = new PDFDocument({
      size: "A4",
      margin: 40,
      bufferPages: true,
      info: { Title: `${t("report")} ${report.from} – ${report.to}`, Subject: position, Keywords: `ledger-position:${report.position}`, Creator: "Workledger", CreationDate: generatedAt, ModDate: generatedAt },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("body", FONT);
    doc.registerFont("bold", FONT_BOLD);
    let y = 40;
    let textLeft = PAGE_LEFT;
    if (branding.logo !== null) {
      try {
        doc.image(branding.logo, PAGE_LEFT, y, { fit: [120, 48] });
        textLeft = 180;
      } catch {
        // a logo the PDF library cannot read leaves the name alone
      }
    }
    const headWidth = PAGE_LEFT + PAGE_WIDTH - textLeft;
    doc.font("bold").fontSize(15).text(branding.companyName, textLeft, y, { width: headWidth });
    doc.font("body").fontSize(9);
    const zone = report.time_zone;
    const generated = wallClock(generatedAt.toISOString(), zone).toISOString();
    const lines = [
      branding.registrationNumber === null || branding.registrationNumber === "" ? null : `${t("registration")}: ${branding.registrationNumber}`,
      `${t("report")} · ${t("period")} ${dottedDate(report.from)} – ${dottedDate(report.to)} · ${t("timeZone")} ${zone}`,
      `${t("generated")} ${dottedDate(generated.slice(0, 10))} ${generated.slice(11, 16)}`,
    ].filter((l): l is string => l !== null);
    y = doc.y + 4;
    for (const line of lines) {
      doc.text(line, textLeft, y, { width: headWidth });
      y = doc.y + 2;
    }
    y = Math.max(y, 100) + 10;

    const headers: ExportWord[] = ["worker", "worked", "regular", "overtime", "weightedOvertime", "absences", "allowance", "bonus", "unconfirmed"];
    const unit = hoursUnitSeconds(display);
    const units = summaryUnits(report, display);
    const figures = (hours: readonly number[], tot: ReportTotals): string[] => [
      ...hours.map((u) => formatHoursUnits(u, display, locale)),
      formatEuros(tot.daily_allowance_cents, locale),
      formatEuros(tot.bonus * 100, locale),
      String(tot.unconfirmed),
    ];
    const body = report.workers.map((w, i) => [w.name, ...figures(summaryHours.map((k) => units[k][i] ?? 0), w.totals)]);
    const totalCells = [t("total"), ...figures(summaryHours.map((k) => Math.round(report.totals[k] / unit)), report.totals)];
    const CELL_SIZE = 8.5;
    const GAP = 8;
    // Each figure's column is as wide as its longest figure or header word; the worker's name takes
    // the rest. The header shrinks (down to 6 pt) until the name keeps 110 pt: no word is ever split.
    const widthsAt = (size: number): number[] => {
      const figureWidths = headers.slice(1).map((h, c) => {
        doc.font("bold").fontSize(size);
        const word = Math.max(...t(h).split(/\s+/).map((w) => doc.widthOfString(w)));
        doc.font("bold").fontSize(CELL_SIZE);
        const value = Math.max(...[...body, totalCells].map((r) => doc.widthOfString(r[c + 1] ?? "")));
        return Math.ceil(Math.max(word, value)) + GAP;
      });
      return [PAGE_WIDTH - figureWidths.reduce((a, b) => a + b, 0), ...figureWidths];
    };
    let headerSize = 8;
    let widths = widthsAt(headerSize);
    while ((widths[0] ?? 0) < 110 && headerSize > 6) {
      headerSize -= 0.5;
      widths = widthsAt(headerSize);
    }
    /** The text cut with an ellipsis to fit the width (a long name never wraps over the next row). */
    const fitted = (text: string, width: number): string => {
      if (doc.widthOfString(text) <= width) return text;
      let cut = text;
      while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
      return `${cut.trimEnd()}…`;
    };
    const headerRow = () => {
      doc.font("bold").fontSize(headerSize);
      let x = PAGE_LEFT;
      let height = 0;
      headers.forEach((h, i) => {
        const width = (widths[i] ?? 40) - GAP;
        doc.text(t(h), i === 0 ? x : x + GAP, y, { width, align: i === 0 ? "left" : "right" });
        height = Math.max(height, doc.heightOfString(t(h), { width }));
        x += widths[i] ?? 40;
      });
      y += height + 4;
      doc.moveTo(PAGE_LEFT, y - 2).lineTo(PAGE_LEFT + PAGE_WIDTH, y - 2).lineWidth(0.5).stroke();
    };
    const row = (cells: readonly string[], bold: boolean) => {
      if (y > PAGE_BOTTOM - 20) {
        doc.addPage();
        y = 40;
        headerRow();
      }
      doc.font(bold ? "bold" : "body").fontSize(CELL_SIZE);
      let x = PAGE_LEFT;
      cells.forEach((cell, i) => {
        const width = (widths[i] ?? 40) - GAP;
        doc.text(fitted(cell, width), i === 0 ? x : x + GAP, y, { width, align: i === 0 ? "left" : "right", lineBreak: false });
        x += widths[i] ?? 40;
      });
      y += 14;
    };
    headerRow();
    for (const cells of body) row(cells, false);
    doc.moveTo(PAGE_LEFT, y - 2).lineTo(PAGE_LEFT + PAGE_WIDTH, y - 2).lineWidth(0.5).stroke();
    row(totalCells, true);

    // The approval line: who approved, when, and a signature.
    if (y > PAGE_BOTTOM - 70) {
      doc.addPage();
      y = 40;
    }
    y += 36;
    doc.font("body").fontSize(9);
    const blanks: [ExportWord, number][] = [
      ["approvedBy", 220],
      ["date", 110],
      ["signature", 185],
    ];
    let x = PAGE_LEFT;
    for (const [word, width] of blanks) {
      doc.moveTo(x, y).lineTo(x + width - 12, y).lineWidth(0.5).stroke();
      doc.text(t(word), x, y + 3, { width: width - 12 });
      x += width;
    }

    // Each page's footer: the ledger position and the page number.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      // Below the bottom margin: without this, pdfkit would start a new page for the footer.
      doc.page.margins.bottom = 0;
      doc.font("body").fontSize(7.5);
      const footerY = doc.page.height - 30;
      doc.text(position, PAGE_LEFT, footerY, { width: 400, lineBreak: false });
      doc.text(`${t("page")} ${i + 1} / ${range.count}`, PAGE_LEFT + 400, footerY, { width: PAGE_WIDTH - 400, align: "right", lineBreak: false });
    }
    doc.end();
  });
