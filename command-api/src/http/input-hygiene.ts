import type { FastifyInstance, FastifyRequest } from "fastify";
import { ValidationError } from "@workledger/domain";

/** Deeper than any body the API takes (rule groups nest about five levels); checked before parsing. */
export const maxJsonDepth = 32;
/** Every JSON body; uploads are multipart and carry their own per-file limits. */
export const maxJsonBodyBytes = 1024 * 1024;

export const textMessages = {
  nul: "Must not contain the NUL character",
  surrogate: "Must be valid Unicode text (no lone surrogate)",
  tooDeep: `The JSON body is nested more than ${maxJsonDepth} levels deep`,
  notFinite: "Must be a finite number",
} as const;

/**
 * How deep the JSON text nests, counted on the raw characters without parsing (so a 100,000-deep
 * body costs one linear scan, never a deep recursion); stops as soon as `limit` is passed.
 */
export const jsonDepthExceeds = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
};

// Code units, not code points (no u flag): a high surrogate without its low half, or a low one without its high half.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored (PostgreSQL text and jsonb refuse NUL; a lone surrogate is not Unicode), or undefined. */
export const textProblem = (s: string): string | undefined => {
  if (s.includes("\u0000")) return textMessages.nul;
  if (loneSurrogate.test(s)) return textMessages.surrogate;
  return undefined;
};

/**
 * Every string in a parsed value, keys included, checked without recursion, and every number
 * (a JSON 1e400 parses, and a query "1e400" is coerced, to Infinity); field errors by path ("rules.tiers.0.name").
 */
export const textProblemsIn = (value: unknown, root = ""): Record<string, string[]> => {
  const problems: Record<string, string[]> = {};
  const add = (path: string, problem: string) => {
    const list = (problems[path || "(root)"] ??= []);
    if (!list.includes(problem)) list.push(problem);
  };
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem !== undefined) add(path, problem);
    } else if (typeof v === "number") {
      if (!Number.isFinite(v)) add(path, textMessages.notFinite);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, path === "" ? String(i) : `${path}.${i}`]));
    } else if (v !== null && typeof v === "object") {
      for (const [key, item] of Object.entries(v)) {
        const at = path === "" ? key : `${path}.${key}`;
        const problem = textProblem(key);
        if (problem !== undefined) add(at, problem);
        stack.push([item, at]);
      }
    }
  }
  return problems;
};

const refuse = (problems: Record<string, string[]>): ValidationError => {
  const first = Object.values(problems)[0]?.[0] ?? "The request has invalid fields";
  return new ValidationError(problems, first, "invalid_text");
};

/**
 * One mechanism for every route's input, ahead of any schema: JSON bodies are capped in size
 * (413) and depth (400, before parsing), parsed with prototype-poisoning protection, and refused
 * (400 with field errors) when any string or key holds NUL or a lone surrogate; path and query
 * values are held to the same rule. So no handler, key conversion or append ever sees them.
 */
export const registerInputHygiene = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: maxJsonBodyBytes }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, maxJsonDepth)) return done(ValidationError.of("(root)", textMessages.tooDeep, "json_too_deep"), undefined);
    parseJson(request, text, (error, value) => {
      if (error !== null) return done(error, undefined);
      const problems = textProblemsIn(value);
      return Object.keys(problems).length > 0 ? done(refuse(problems), undefined) : done(null, value);
    });
  });
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const problems = { ...textProblemsIn(request.params ?? {}, ""), ...textProblemsIn(request.query ?? {}, "") };
    if (Object.keys(problems).length > 0) throw refuse(problems);
  });
  // Ajv's type coercion turns a query "1e400" into Infinity and then skips its range checks for a
  // non-finite number; whatever validation coerced is looked at once more before any handler runs.
  app.addHook("preHandler", async (request: FastifyRequest) => {
    const problems = { ...textProblemsIn(request.query ?? {}, ""), ...(typeof request.body === "object" && !Buffer.isBuffer(request.body) ? textProblemsIn(request.body, "") : {}) };
    if (Object.keys(problems).length > 0) throw refuse(problems);
  });
};
