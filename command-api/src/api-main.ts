import { payrollConnectors } from "./payroll-exporter.compose.ts";
import { runMain } from "./server.ts";

// The API alone (docker-compose's command-api service); projections run in their own process.
// The Netvisor dimension routes reach Netvisor through the integrations' client (composed here).
await runMain("api", { payrollConnectors });
