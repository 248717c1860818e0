import { payrollConnectors, payrollExporterWorker } from "./payroll-exporter.compose.ts";
import { runMain } from "./server.ts";

// API, projections, the payroll exporter and the built web app in one process (PGlite and the in-process bus by default).
// `npm start` passes --local-dev-aids: the demo seed and the mail outbox default to on while bound to loopback.
await runMain("embedded", { localDevAids: process.argv.includes("--local-dev-aids"), workers: [payrollExporterWorker], payrollConnectors });
