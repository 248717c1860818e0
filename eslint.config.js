import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries of ../shared/ARCHITECTURE.md, enforced here rather than only in prose.
 * Each package lists the workspace packages it must not import.
 */
const packages = ["event-schemas", "domain", "event-store", "bus", "projections", "integrations", "command-api", "web"];
const allowed = {
  "event-schemas": [],
  domain: ["event-schemas"],
  "event-store": ["event-schemas"],
  bus: ["event-schemas"],
  projections: ["event-schemas", "event-store", "bus"],
  integrations: ["event-schemas", "projections", "bus"],
  "command-api": ["event-schemas", "domain", "event-store", "bus", "projections"],
  web: ["event-schemas", "domain"],
};
// Domain stays pure: no I/O, no clock from the environment.
const impureModules = ["node:*", "fs", "path", "http", "https", "net", "pg", "kysely", "fastify", "@electric-sql/*", "@nats-io/*", "@kurrent/*"];

const boundaryRules = packages.map((pkg) => {
  const forbidden = packages.filter((other) => other !== pkg && !allowed[pkg].includes(other));
  const patterns = [
    { group: forbidden.map((f) => `@workledger/${f}`).concat(forbidden.map((f) => `@workledger/${f}/*`)), message: `${pkg} may import only: ${allowed[pkg].join(", ") || "nothing from the workspace"} (ARCHITECTURE.md)` },
    { group: packages.filter((f) => f !== pkg).map((f) => `**/${f}/src/*`), message: "Import other packages by their package name, not by path." },
  ];
  if (pkg === "domain" || pkg === "event-schemas") patterns.push({ group: impureModules, message: `${pkg} is pure: no I/O modules.` });
  if (pkg === "projections") patterns.push({ group: ["@workledger/domain", "@workledger/domain/*"], message: "Projections never import domain." });
  return {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
});

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "build/**", "data/**", "web/styled-system/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    files: ["domain/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "process", message: "domain reads no environment" }],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "domain has no clock: take now as an argument" },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "domain has no clock: take now as an argument" },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "domain has no randomness" },
      ],
    },
  },
  ...boundaryRules,
  // The payroll exporter's composition root and the entry points that start it: the only command-api
  // files that may import integrations (the worker needs command-api's ledger commands; see integrations/README.md).
  {
    files: ["command-api/src/payroll-*.compose.ts", "command-api/src/payroll-*.compose.int.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: boundaryRules.find((r) => r.files[0] === "command-api/**/*.{ts,tsx}").rules["no-restricted-imports"][1].patterns.map((p) => ({ ...p, group: p.group.filter((g) => !g.startsWith("@workledger/integrations")) })) },
      ],
    },
  },
);
