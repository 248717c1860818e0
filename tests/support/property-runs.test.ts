import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { MAX_PROPERTY_RUNS, WALL_CLOCK_OPTIONS } from "./fast-check.setup.ts";

/**
 * Every fast-check property in the repository, found in the source: `fc.assert(property, options?)`
 * with the run count it names (fast-check's default of 100 when it names none) and any wall-clock
 * option it sets.
 */
const properties = (): { where: string; numRuns: number | "not a literal"; wallClock: string[] }[] => {
  const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.test.ts"], { cwd: root, encoding: "utf8" }).split("\n").filter((f) => f !== "" && !f.includes("node_modules"));
  const found: { where: string; numRuns: number | "not a literal"; wallClock: string[] }[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(`${root}/${file}`, "utf8");
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (!text.includes("fc.assert")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.getText(source) === "fc.assert") {
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        const options = node.arguments[1];
        let numRuns: number | "not a literal" = 100;
        const wallClock: string[] = [];
        if (options !== undefined) {
          if (!ts.isObjectLiteralExpression(options)) numRuns = "not a literal";
          else
            for (const property of options.properties) {
              const name = property.name?.getText(source) ?? "";
              if (WALL_CLOCK_OPTIONS.includes(name)) wallClock.push(name);
              if (name === "numRuns") numRuns = ts.isPropertyAssignment(property) && ts.isNumericLiteral(property.initializer) ? Number(property.initializer.text) : "not a literal";
            }
        }
        found.push({ where, numRuns, wallClock });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
};

describe("property tests fit CI's two cores", () => {
  const all = properties();

  it("finds the repository's properties", () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it(`every property names a run count of at most ${MAX_PROPERTY_RUNS} as a plain number (or keeps fast-check's 100)`, () => {
    const tooMany = all.filter((p) => p.numRuns === "not a literal" || p.numRuns > MAX_PROPERTY_RUNS).map((p) => `${p.where} numRuns ${p.numRuns}`);
    expect(tooMany).toEqual([]);
  });

  it("no property races a wall clock: a time limit would make the runs that happen depend on the machine's load", () => {
    expect(all.filter((p) => p.wallClock.length > 0).map((p) => `${p.where} ${p.wallClock.join(", ")}`)).toEqual([]);
  });
});
