import { describe, expect, it } from "vitest";
import { ForbiddenError, RateLimitedError } from "../errors.ts";
import { assertCompanyMayMail, assertMailBudget, isLiftedDailyCap, mailLimits, quotedSubjectText, subjectTextMax, type MailBudgets } from "./outgoing-mail.ts";

const now = "2026-12-02T10:00:00.000Z";
const none = { count: 0, oldest: null };
const budgets = (extra: Partial<MailBudgets> = {}): MailBudgets => ({ toAddress: none, byActor: none, byCompany: none, dailyCap: mailLimits.perCompanyPerDay, ...extra });
const refusal = (fn: () => void): RateLimitedError | ForbiddenError | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RateLimitedError || error instanceof ForbiddenError) return error;
    throw error;
  }
  return undefined;
};

describe("text users chose in a mail subject", () => {
  it("is quoted, on one line", () => {
    expect(quotedSubjectText("Acme\r\nBcc: victim@x.io")).toBe("“Acme Bcc: victim@x.io”");
  });

  it("is shortened with an ellipsis to the bound", () => {
    const quoted = quotedSubjectText("URGENT: your payroll account is locked, sign in at once to keep your salary");
    expect(quoted.startsWith("“URGENT: your payroll")).toBe(true);
    expect(quoted.endsWith("…”")).toBe(true);
    expect([...quoted].length).toBeLessThanOrEqual(subjectTextMax + 2);
  });

  it("cannot close our quotes early", () => {
    expect(quotedSubjectText("a” or “b")).toBe("“a' or 'b”");
  });
});

describe("a company mailing people", () => {
  describe("when the owner has not verified their address", () => {
    const owner = { userId: "owner", verified: false };
    it("mails the owner", () => {
      expect(refusal(() => assertCompanyMayMail(owner, "owner"))).toBeUndefined();
    });
    it("mails nobody else, nor anyone new", () => {
      expect(refusal(() => assertCompanyMayMail(owner, "worker"))?.code).toBe("owner_unverified");
      expect(refusal(() => assertCompanyMayMail(owner, null))?.code).toBe("owner_unverified");
    });
  });

  describe("when an admin made the company without an owner", () => {
    it("mails anyone", () => {
      expect(refusal(() => assertCompanyMayMail({ userId: null, verified: false }, null))).toBeUndefined();
    });
  });

  describe("when the owner has verified their address", () => {
    it("mails anyone", () => {
      expect(refusal(() => assertCompanyMayMail({ userId: "owner", verified: true }, null))).toBeUndefined();
    });
  });
});

describe("the sending budgets", () => {
  it("allow a mail under every limit", () => {
    expect(refusal(() => assertMailBudget(budgets({ toAddress: { count: mailLimits.perAddressPerHour - 1, oldest: now } }), now))).toBeUndefined();
  });

  it("refuse one address over its hourly limit, with the seconds until the oldest leaves the window", () => {
    const error = refusal(() => assertMailBudget(budgets({ toAddress: { count: mailLimits.perAddressPerHour, oldest: "2026-12-02T09:30:00.000Z" } }), now));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error?.code).toBe("mail_address_throttled");
    expect((error as RateLimitedError).retryAfterSeconds).toBe(1800);
  });

  it("refuse one actor over their hourly limit, unless an admin lifted the company's cap", () => {
    const sent = { count: mailLimits.perActorPerHour, oldest: now };
    expect(refusal(() => assertMailBudget(budgets({ byActor: sent }), now))?.code).toBe("mail_actor_throttled");
    expect(refusal(() => assertMailBudget(budgets({ byActor: sent, dailyCap: 1000 }), now))).toBeUndefined();
    expect(refusal(() => assertMailBudget(budgets({ byActor: { count: 1000, oldest: now }, byCompany: { count: 999, oldest: now }, dailyCap: 1000 }), now))?.code).toBe("mail_actor_throttled");
  });

  it("refuse a company at its daily cap, and let a lifted cap through", () => {
    const sent = { count: mailLimits.perCompanyPerDay, oldest: now };
    expect(refusal(() => assertMailBudget(budgets({ byCompany: sent }), now))?.code).toBe("mail_company_cap");
    expect(refusal(() => assertMailBudget(budgets({ byCompany: sent, dailyCap: mailLimits.perCompanyPerDay + 100 }), now))).toBeUndefined();
  });

  it("take a lifted cap only between the default and the ceiling", () => {
    expect([mailLimits.perCompanyPerDay - 1, mailLimits.perCompanyPerDay, mailLimits.maxLiftedDailyCap, mailLimits.maxLiftedDailyCap + 1, 300.5].map(isLiftedDailyCap)).toEqual([false, true, true, false, false]);
  });
});
