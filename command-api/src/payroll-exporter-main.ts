import { payrollExporterWorker } from "./payroll-exporter.compose.ts";
import { runMain } from "./server.ts";

// The full stack's payroll exporter: runs export jobs heard on NATS (JetStream durable "payroll-exporter").
await runMain("exporter", { workers: [payrollExporterWorker] });
