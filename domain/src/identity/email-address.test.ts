import { describe, expect, it } from "vitest";
import { assertEmailAddress, checkEmailAddress, emailAddressMessages, emailAddressProblem, emailLookupKey, visibleEmailAddress } from "./email-address.ts";
import { assertEmailList, splitEmails } from "./email-list.ts";

const normal = (raw: string) => {
  const check = checkEmailAddress(raw);
  return check.ok ? check.email : check.problem;
};

describe("one address, one form", () => {
  describe("the normal form", () => {
    it.each([
      ["worker1@demo.workledger.test.", "worker1@demo.workledger.test"],
      ["  Worker1@DEMO.Workledger.TEST  ", "worker1@demo.workledger.test"],
      ["ｗｏｒｋｅｒ１@demo.workledger.test", "worker1@demo.workledger.test"],
      ["worker1＠demo.workledger.test", "worker1@demo.workledger.test"],
      ["first.last+tag@example.com", "first.last+tag@example.com"],
      ["иван@пример.рф", "иван@пример.рф"],
      ["ÅSA@Exämple.se", "åsa@exämple.se"],
      ["田中さん@例え.jp", "田中さん@例え.jp"],
    ])("%s -> %s", (raw, expected) => {
      expect(normal(raw)).toBe(expected);
    });
    it("composes what NFKC composes: a decomposed å is the same address as a composed one", () => {
      expect(normal("a\u030Asa@x.io")).toBe(normal("\u00E5sa@x.io"));
    });
  });

  describe("refused", () => {
    it.each([
      ["zero-width space", "wor\u200Bker1@demo.workledger.test"],
      ["zero-width joiner", "wor\u200Dker1@x.io"],
      ["soft hyphen", "wor\u00ADker1@x.io"],
      ["byte order mark inside", "wor\uFEFFker1@x.io"],
      ["right-to-left override", "\u202Eworker1@x.io"],
      ["Hangul filler", "worker\u31641@x.io"],
      ["no-break space inside", "worker\u00A01@x.io"],
      ["Braille blank", "worker\u28001@x.io"],
      ["invisible in the domain", "worker1@demo\u200B.test"],
    ])("invisible or format characters: %s", (_name, raw) => {
      expect(normal(raw)).toBe("invisible");
    });
    it.each([
      ["a Cyrillic о among Latin letters", "w\u043Erker1@demo.workledger.test"],
      ["a Greek ο among Latin letters", "w\u03BFrker1@x.io"],
      ["a full-width ｗ among ordinary letters", "\uFF57orker1@demo.workledger.test"],
      ["a full-width digit among ordinary ones", "worker\uFF11@x.io"],
      ["a domain label mixing Latin and Cyrillic", "worker1@dem\u043E.test"],
    ])("mixed scripts or widths: %s", (_name, raw) => {
      expect(normal(raw)).toBe("mixedScripts");
    });
    it.each([["plain"], ["a@b"], ["a@@b.io"], ["a@b.io@c.io"], [".a@b.io"], ["a.@b.io"], ["a..b@c.io"], ["a b@c.io"], ["a@-b.io"], ["a@b..io"], ["a@b.io.."], [`${"a".repeat(65)}@b.io`]])(
      "the shape: %s",
      (raw) => {
        expect(normal(raw)).toBe("invalid");
      },
    );
    it("an empty address is required", () => {
      expect(normal("   ")).toBe("required");
    });
  });

  it("gives every problem a message and a field error", () => {
    expect(emailAddressProblem("w\u043Erker@x.io")).toBe(emailAddressMessages.mixedScripts);
    expect(emailAddressProblem("worker@x.io")).toBeNull();
    expect(() => assertEmailAddress("wo\u200Brker@x.io", "email")).toThrow(emailAddressMessages.invisible);
    try {
      assertEmailAddress("wo\u200Brker@x.io", "new_email");
      expect.fail("should have been refused");
    } catch (error) {
      expect((error as { errors: unknown }).errors).toEqual({ new_email: [emailAddressMessages.invisible] });
      expect((error as { code: string }).code).toBe("email_invisible_characters");
    }
  });

  it("looks a refused spelling up as typed, so it finds no account", () => {
    expect(emailLookupKey(" Worker1@Demo.Test. ")).toBe("worker1@demo.test");
    expect(emailLookupKey("W\u043Erker1@x.io")).toBe("w\u043Erker1@x.io");
  });

  it("spells invisible characters out for messages", () => {
    expect(visibleEmailAddress("a\u200Bb@x.io")).toBe("a<U+200B>b@x.io");
  });

  describe("lists", () => {
    it("names every refused address, with a line per reason, and answers the normal forms without duplicates", () => {
      expect(() => assertEmailList(["ok@x.io", "w\u043Erker@x.io", "z\u200B@x.io", "nope"])).toThrow("Invalid email address [w\u043Erker@x.io, z<U+200B>@x.io, nope]");
      try {
        assertEmailList(["w\u043Erker@x.io", "z\u200B@x.io"]);
        expect.fail("should have been refused");
      } catch (error) {
        expect((error as { errors: Record<string, string[]> }).errors.emails).toEqual([
          "Invalid email address [w\u043Erker@x.io, z<U+200B>@x.io]",
          `${emailAddressMessages.invisible}: z<U+200B>@x.io`,
          `${emailAddressMessages.mixedScripts}: w\u043Erker@x.io`,
        ]);
      }
      expect(assertEmailList(["A@x.io.", "a@x.io"])).toEqual(["a@x.io"]);
    });
    it("drops spellings of one address when splitting", () => {
      expect(splitEmails(["a@x.io, A@X.IO.", "ａ@x.io"])).toEqual(["a@x.io"]);
    });
  });
});
