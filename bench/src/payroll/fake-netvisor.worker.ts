/** Runs the fake Netvisor in its own thread, so the bench's client and server use both cores. */
import { parentPort, workerData } from "node:worker_threads";
import { startFakeNetvisor } from "@workledger/integrations/testing/fake-netvisor-server.ts";

const { workers } = workerData as { workers: number };
const fake = await startFakeNetvisor({
  partners: { P: "partner-key" },
  customers: { C: { customerKey: "customer-key", organisationId: "1234567-8" } },
  employees: Array.from({ length: workers }, (_, w) => String(1000 + w)),
});
parentPort!.postMessage({ url: fake.url });
parentPort!.on("message", async (message: string) => {
  if (message !== "close") return;
  const applied = fake.applied.length;
  await fake.close();
  parentPort!.postMessage({ applied });
});
