// `npm start` on a fresh clone: install the locked dependencies first when they are missing or stale,
// so nobody has to install anything by hand.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log("Installing dependencies (npm ci)...");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}
