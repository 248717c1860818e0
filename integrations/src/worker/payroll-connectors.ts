import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { findNetvisorPartnerSettings, findPayrollSettings, type Database } from "@workledger/projections";
import { createNetvisorClient, NetvisorDimensionError, type NetvisorClient } from "../netvisor/netvisor-client.ts";
import type { NetvisorDimensionName } from "../netvisor/netvisor-xml.ts";

export interface ConnectorDeps {
  readonly db: Kysely<Database>;
  /** Turns a stored secret back into the key the target needs (identity when keys are not encrypted). */
  readonly revealSecret?: (stored: string) => string;
  readonly fetch?: typeof fetch;
}

/** The company's Netvisor settings (or the admin's partner settings) are not saved yet. */
export class NetvisorNotConfiguredError extends Error {
  readonly code = "netvisor.not_configured";
}

/** A Netvisor client from the admin's partner settings and the company's customer settings. */
export const netvisorClientFor = async (deps: ConnectorDeps, companyId: string): Promise<NetvisorClient> => {
  const reveal = deps.revealSecret ?? ((s: string) => s);
  const [partner, company] = await Promise.all([findNetvisorPartnerSettings(deps.db), findPayrollSettings(deps.db, companyId, "netvisor")]);
  if (partner === null || company === null) throw new NetvisorNotConfiguredError("Netvisor settings are missing");
  const c = company as { customerId: string; customerKey: string; organisationId: string; language: "FI" | "EN" | "SV" };
  return createNetvisorClient({
    partner: { url: partner.url, partnerId: partner.partnerId, partnerKey: reveal(partner.partnerKey) },
    customer: { customerId: c.customerId, customerKey: reveal(c.customerKey), organisationId: c.organisationId },
    language: c.language,
    sender: "Workledger",
    newTransactionId: randomUUID,
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
  });
};

/** What the API's dimension route needs from Netvisor, given to command-api by the composition root. */
export interface NetvisorDimensionsPort {
  readonly list: (companyId: string) => Promise<readonly NetvisorDimensionName[]>;
  /** Adds an item to a dimension; rejects with `code: "netvisor.dimension_update_failed"` ('Dimension updated unsuccessfully'). */
  readonly add: (companyId: string, dimension: { readonly name: string; readonly item: string }) => Promise<void>;
}

export const netvisorDimensions = (deps: ConnectorDeps): NetvisorDimensionsPort => ({
  list: async (companyId) => (await netvisorClientFor(deps, companyId)).dimensions(),
  add: async (companyId, dimension) => {
    let client: NetvisorClient;
    try {
      client = await netvisorClientFor(deps, companyId);
    } catch (error) {
      throw new NetvisorDimensionError(error instanceof Error ? error.message : String(error));
    }
    await client.updateDimension(dimension);
  },
});
