import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** A real Workledger process (api or projections mode) started with tsx, as docker compose would run it. */
export const startWorkledger = (mode: "api" | "projections", env: Readonly<Record<string, string>>): ChildProcess => {
  const entry = mode === "api" ? "command-api/src/api-main.ts" : "command-api/src/projections-main.ts";
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "error", SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.resume();
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${mode}] ${chunk.toString()}`));
  return child;
};

export const killHard = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
};

export const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};
