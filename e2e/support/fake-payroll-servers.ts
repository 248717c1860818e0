import { startFakeMeritPalk } from "@workledger/integrations/testing/fake-merit-palk-server.ts";

/**
 * Playwright's global setup: a local Merit Palk (the integrations' real-HTTP fake) on the port the
 * app was started with as MERIT_PALK_URL (playwright.config.ts), so an export from the UI reaches
 * it through the server's payroll exporter. It knows one company's credentials and contract codes.
 */
export const e2eMeritPalk = {
  apiId: "6f1c2b7e-0d3a-4c55-9b8e-2a4f6e8d1c00",
  apiKey: "ZTJlLXBhbGsta2V5",
  contracts: ["38001085718", "49002010976"],
} as const;

export default async function startFakePayrollServers(): Promise<() => Promise<void>> {
  const fake = await startFakeMeritPalk({ companies: { [e2eMeritPalk.apiId]: e2eMeritPalk.apiKey }, contracts: { [e2eMeritPalk.apiId]: [...e2eMeritPalk.contracts] }, port: Number(process.env.E2E_MERIT_PALK_PORT) });
  return () => fake.close();
}
