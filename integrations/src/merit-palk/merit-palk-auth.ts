import { createHmac } from "node:crypto";

export interface MeritPalkCredentials {
  /** A GUID. */
  readonly apiId: string;
  /** A Base64 string; used as ASCII bytes for the HMAC key, exactly as Merit documents. */
  readonly apiKey: string;
}

const pad = (value: number): string => String(value).padStart(2, "0");

/** `yyyyMMddHHmmss` in UTC. */
export const meritTimestamp = (instant: Date): string =>
  `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}`;

export const parseMeritTimestamp = (text: string): Date | null => {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (match === null) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
};

/** Base64(HMAC-SHA256(key = ascii(ApiKey), data = utf8(ApiId + timestamp + body))), not yet URL-encoded. */
export const meritSignature = (credentials: MeritPalkCredentials, timestamp: string, body: string): string =>
  createHmac("sha256", Buffer.from(credentials.apiKey, "ascii")).update(Buffer.from(credentials.apiId + timestamp + body, "utf8")).digest("base64");

/** The query string of a call: apiId, timestamp and the URL-encoded signature (`+` → `%2B`). */
export const meritQuery = (credentials: MeritPalkCredentials, timestamp: string, body: string): string =>
  `apiId=${encodeURIComponent(credentials.apiId)}&timestamp=${timestamp}&signature=${encodeURIComponent(meritSignature(credentials, timestamp, body))}`;
