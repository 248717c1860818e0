import { createHmac } from "node:crypto";
import type { ServerResponse } from "node:http";
import { parseMeritTimestamp } from "../merit-palk/merit-palk-auth.ts";
import { MERIT_LIMITS, PALK_ABSENCE_CODES } from "../merit-palk/merit-palk-payloads.ts";
import { listen, readBody, type FakeHttpServer } from "./fake-http.ts";

/**
 * A local Merit Palk following the published contract: POST only, apiId/timestamp/signature in
 * the query, the HMAC checked over ApiId + timestamp + body, a UTC timestamp window, row shapes
 * and column sizes checked, a replayed signature refused. Our assumption, stated here because
 * Merit does not document it: a DocName already received is answered "already exists" (409),
 * which is what makes a resumed export safe.
 */
export interface FakeMeritPalkOptions {
  /** apiId → apiKey. */
  readonly companies: Readonly<Record<string, string>>;
  /** Contract codes (personal id codes) Palk knows, per apiId. */
  readonly contracts: Readonly<Record<string, readonly string[]>>;
  readonly salaryTypeCodes?: readonly number[];
  readonly timestampWindowMs?: number;
  readonly now?: () => Date;
  /** A fixed loopback port (the end-to-end tests start the app pointing at it); ephemeral by default. */
  readonly port?: number;
}

export interface FakeMeritRow extends Record<string, unknown> {
  readonly apiId: string;
  readonly endpoint: string;
}

export interface FakeMeritPalk extends FakeHttpServer {
  readonly rows: FakeMeritRow[];
  readonly documents: Set<string>;
  readonly refused: { status: number; message: string }[];
  /** Timestamps of every request that reached the signature check, in order. */
  readonly stamps: string[];
  readonly rateLimitNext: (times: number) => void;
  readonly failNext: (status: number, message: string) => void;
  onApplied: ((docName: string) => void | Promise<void>) | null;
}

type Row = Record<string, unknown>;

const DECIMAL = (places: number, integer: number) => (value: unknown) => typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 10 ** integer && Math.round(value * 10 ** places) === value * 10 ** places;
const str = (max: number, required: boolean) => (value: unknown) => (value === null || value === undefined ? !required : typeof value === "string" && value.length <= max && (!required || value.length > 0));
const int = (value: unknown) => Number.isInteger(value);
const ANSI = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

const SALARY_FIELDS: Record<string, (value: unknown) => boolean> = {
  ContractCode: str(MERIT_LIMITS.contractCode, true),
  Typecode: int,
  Tariff: (v) => v === null || DECIMAL(6, 8)(v),
  Amount: DECIMAL(4, 8),
  DepCode: str(32, false),
  CCCode: str(32, false),
  PrCode: str(32, false),
  Month: (v) => int(v) && (v as number) >= 1 && (v as number) <= 12,
  Year: (v) => int(v) && (v as number) >= 2000 && (v as number) <= 2100,
  DocName: str(MERIT_LIMITS.docName, true),
};
const ABSENCE_FIELDS: Record<string, (value: unknown) => boolean> = {
  ContractCode: str(MERIT_LIMITS.contractCode, true),
  Typecode: (v) => Object.values(PALK_ABSENCE_CODES).includes(v as never),
  StartDate: ANSI,
  EndDate: ANSI,
  Month: SALARY_FIELDS["Month"]!,
  Year: SALARY_FIELDS["Year"]!,
  DocName: str(MERIT_LIMITS.docName, true),
};

export const startFakeMeritPalk = async (options: FakeMeritPalkOptions): Promise<FakeMeritPalk> => {
  const now = options.now ?? (() => new Date());
  const windowMs = options.timestampWindowMs ?? 5 * 60_000;
  const signatures = new Set<string>();
  const planned: { status: number; message: string }[] = [];

  const fake: FakeMeritPalk = {
    rows: [],
    documents: new Set(),
    refused: [],
    stamps: [],
    rateLimitNext: (times) => {
      for (let i = 0; i < times; i += 1) planned.push({ status: 429, message: "Too many requests" });
    },
    failNext: (status, message) => void planned.push({ status, message }),
    onApplied: null,
    url: "",
    close: async () => undefined,
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    if (status >= 400) fake.refused.push({ status, message: String(body) });
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...(status === 429 ? { "Retry-After": "0" } : {}) });
    response.end(JSON.stringify(body));
  };

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    if (request.method !== "POST") return answer(response, 405, "Only POST is supported");
    const endpoint = url.pathname.replace(/^\/api\/v1\//, "");
    const apiId = url.searchParams.get("apiId") ?? "";
    const timestamp = url.searchParams.get("timestamp") ?? "";
    const signature = url.searchParams.get("signature") ?? "";
    const apiKey = options.companies[apiId];
    if (apiKey === undefined) return answer(response, 401, "Unknown apiId");
    fake.stamps.push(timestamp);
    const stamp = parseMeritTimestamp(timestamp);
    if (stamp === null || Math.abs(stamp.getTime() - now().getTime()) > windowMs) return answer(response, 401, "Timestamp is not current");
    const expected = createHmac("sha256", Buffer.from(apiKey, "ascii")).update(Buffer.from(apiId + timestamp + body, "utf8")).digest("base64");
    if (expected !== signature) return answer(response, 401, "Signature is not valid");
    if (signatures.has(signature)) return answer(response, 401, "Request already used");
    signatures.add(signature);
    const next = planned.shift();
    if (next !== undefined) return answer(response, next.status, next.message);

    const fields = endpoint === "sendsalary" ? SALARY_FIELDS : endpoint === "sendabsence" ? ABSENCE_FIELDS : null;
    if (fields === null) return answer(response, 404, "Unknown endpoint");
    let rows: Row[];
    try {
      rows = JSON.parse(body) as Row[];
    } catch {
      return answer(response, 400, "Body is not JSON");
    }
    if (!Array.isArray(rows) || rows.length === 0) return answer(response, 400, "Body must be a non-empty array of rows");
    for (const row of rows) {
      for (const [name, valid] of Object.entries(fields)) if (!valid(row[name])) return answer(response, 400, `Invalid ${name}: ${JSON.stringify(row[name])}`);
      const unknown = Object.keys(row).filter((key) => !(key in fields));
      if (unknown.length > 0) return answer(response, 400, `Unknown field ${unknown.join(", ")}`);
      if (!(options.contracts[apiId] ?? []).includes(row["ContractCode"] as string)) return answer(response, 400, `Contract not found: ${String(row["ContractCode"])}`);
      if (endpoint === "sendsalary" && options.salaryTypeCodes !== undefined && !options.salaryTypeCodes.includes(row["Typecode"] as number)) {
        return answer(response, 400, `Salary type not found: ${String(row["Typecode"])}`);
      }
    }
    const docNames = new Set(rows.map((row) => `${apiId}/${endpoint}/${String(row["DocName"])}`));
    for (const docName of docNames) if (fake.documents.has(docName)) return answer(response, 409, `Document ${docName.split("/")[2]} already exists`);
    for (const docName of docNames) fake.documents.add(docName);
    fake.rows.push(...rows.map((row) => ({ ...row, apiId, endpoint })));
    await fake.onApplied?.([...docNames][0]!.split("/")[2]!);
    return answer(response, 200, { Result: "OK", Rows: rows.length });
  }, options.port ?? 0);

  return Object.assign(fake, { url: server.url, close: server.close });
};
