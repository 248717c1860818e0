import { parentPort } from "node:worker_threads";
import { reportPdf, type PdfBranding } from "./report-exports.ts";
import type { Report } from "./report-service.ts";
import type { PdfRequest } from "./report-pdf-thread.ts";

/** The PDF thread: lays out and compresses each asked report (fonts subset and embedded) off the request thread. */
parentPort!.on("message", (message: PdfRequest) => {
  const branding: PdfBranding = { ...message.branding, logo: message.branding.logo === null ? null : Buffer.from(message.branding.logo) };
  reportPdf(message.report as Report, branding, message.options, new Date(message.generatedAt)).then(
    (pdf) => parentPort!.postMessage({ id: message.id, pdf }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
