import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { meritQuery, meritSignature, meritTimestamp, parseMeritTimestamp } from "./merit-palk-auth.ts";

describe("Merit Palk signature", () => {
  const credentials = { apiId: "670fe52f-0000-4000-8000-000000000001", apiKey: "c2VjcmV0LWtleS1iYXNlNjQ=" };
  const body = '[{"ContractCode":"38001085718","Typecode":100,"Amount":7.5}]';

  it("is Base64(HMAC-SHA256(ApiKey, ApiId + timestamp + body)) (worked example from openssl)", () => {
    // printf '%s' "$apiId$timestamp$body" | openssl dgst -sha256 -hmac "$apiKey" -binary | base64
    expect(meritSignature(credentials, "20240624205902", body)).toBe("rD5PY9SPl4sMuvVx9xtuCtvWJl4mPhbRwPqSv+8p8LE=");
  });

  it("matches an HMAC over the hand-written concatenation with non-ASCII body bytes as UTF-8", () => {
    const unicodeBody = '[{"DepCode":"Õismäe"}]';
    const expected = createHmac("sha256", "c2VjcmV0LWtleS1iYXNlNjQ=").update(Buffer.from(`670fe52f-0000-4000-8000-00000000000120240101000000${unicodeBody}`, "utf8")).digest("base64");
    expect(meritSignature(credentials, "20240101000000", unicodeBody)).toBe(expected);
  });

  it("URL-encodes the signature in the query (+ → %2B, = → %3D)", () => {
    const query = meritQuery(credentials, "20240624205902", body);
    expect(query).toBe("apiId=670fe52f-0000-4000-8000-000000000001&timestamp=20240624205902&signature=rD5PY9SPl4sMuvVx9xtuCtvWJl4mPhbRwPqSv%2B8p8LE%3D");
    expect(new URLSearchParams(query).get("signature")).toBe("rD5PY9SPl4sMuvVx9xtuCtvWJl4mPhbRwPqSv+8p8LE=");
  });

  it("stamps yyyyMMddHHmmss in UTC", () => {
    expect(meritTimestamp(new Date("2024-06-24T20:59:02.999Z"))).toBe("20240624205902");
    expect(parseMeritTimestamp("20240624205902")?.toISOString()).toBe("2024-06-24T20:59:02.000Z");
    expect(parseMeritTimestamp("2024-06-24")).toBeNull();
  });
});
