import { Worker } from "node:worker_threads";
import type { ExportOptions, PdfBranding } from "./report-exports.ts";
import type { Report } from "./report-service.ts";

export interface PdfRequest {
  readonly id: number;
  readonly report: Report;
  readonly branding: Omit<PdfBranding, "logo"> & { readonly logo: Uint8Array | null };
  readonly options: Pick<ExportOptions, "display" | "locale">;
  readonly generatedAt: string;
}
type PdfAnswer = { readonly id: number; readonly pdf: Uint8Array } | { readonly id: number; readonly error: string };

// tsx is registered inside the thread, which then loads the TypeScript worker module (as the app runs under tsx).
const workerUrl = new URL("./report-pdf.worker.ts", import.meta.url).href;

let thread: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

const threadOf = (): Worker => {
  if (thread !== null) return thread;
  const worker = new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`, { eval: true });
  worker.unref();
  worker.on("message", (answer: PdfAnswer) => {
    const waiting = pending.get(answer.id);
    if (waiting === undefined) return;
    pending.delete(answer.id);
    if ("error" in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    if (pending.size === 0) worker.unref();
  });
  const fail = (error: Error) => {
    thread = null;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the PDF thread exited (${code})`)));
  thread = worker;
  return worker;
};

/**
 * The report's PDF, laid out on a thread of its own: pdfkit's layout, font subsetting and
 * compression take about a second of synchronous work per file, which would hold every other
 * request (every company's, health checks included) on the request thread. One long-lived thread,
 * started on the first PDF; a file is the same bytes as `reportPdf` gives.
 */
export const reportPdfOffThread = (report: Report, branding: PdfBranding, options: Pick<ExportOptions, "display" | "locale">, generatedAt: Date): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const id = nextId;
    nextId += 1;
    pending.set(id, { resolve, reject });
    const worker = threadOf();
    worker.ref();
    const request: PdfRequest = { id, report, branding, options, generatedAt: generatedAt.toISOString() };
    worker.postMessage(request);
  });
