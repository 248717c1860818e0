import { netvisorDimensions, payrollFiles, startExportJobWorker } from "@workledger/integrations";
import { createPayrollExportLedger } from "./payroll/payroll-export-ledger.ts";
import type { Config } from "./config.ts";
import type { Infrastructure } from "./infrastructure.ts";
import { payrollPayBasis } from "./payroll/payroll-pay-basis.ts";
import { payrollSecrets } from "./payroll/payroll-secrets.ts";
import type { PayrollDeps } from "./payroll/payroll.routes.ts";
import type { ProcessWorker } from "./server.ts";

/**
 * The composition root of the payroll exporter: the integrations worker (bus consumer, runner,
 * Netvisor and Merit Palk clients) given command-api's ledger commands. The one place besides the
 * entry points allowed to import @workledger/integrations (eslint.config.js; integrations README).
 */
export const payrollExporterWorker: ProcessWorker = async ({ infra, config, logger, clock }) =>
  startExportJobWorker({
    bus: infra.bus,
    db: infra.db,
    ledger: createPayrollExportLedger({ eventStore: infra.eventStore, clock }),
    meritPalkUrl: config.meritPalkUrl,
    // The one place a stored key is decrypted: when the worker builds a Netvisor or Merit Palk client.
    revealSecret: payrollSecrets(config.payrollKeysSecret).reveal,
    // The one source of money lives in domain: the exporter gets the report's figures as pay lines through this port.
    payBasis: payrollPayBasis(infra.db),
    log: logger.child({ worker: "payroll-exporter" }),
  });

/** The API's live payroll connectors (Netvisor dimensions) and payroll files, from the same integrations package. */
export const payrollConnectors = (infra: Infrastructure, config: Pick<Config, "payrollKeysSecret">): Pick<PayrollDeps, "netvisorDimensions" | "payrollFiles"> => ({
  netvisorDimensions: netvisorDimensions({ db: infra.db, revealSecret: payrollSecrets(config.payrollKeysSecret).reveal }),
  payrollFiles: payrollFilesOf(infra.db),
});

/** Payroll files (PAXml, Visma CSV) through the same pay basis (domain's figures) and reconciliation as the exporter. */
export const payrollFilesOf = (db: Infrastructure["db"]): NonNullable<PayrollDeps["payrollFiles"]> => payrollFiles({ db, payBasis: payrollPayBasis(db) });
