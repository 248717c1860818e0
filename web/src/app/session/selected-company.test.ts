import { describe, expect, it } from "vitest";
import type { CurrentUser } from "./current-user.ts";
import { companyToKeep, companyToRestore } from "./selected-company.ts";

const inCompany = (id: string | number | null): CurrentUser =>
  ({ id: 7, default_company: id === null ? null : { id, name: "Acme" } }) as unknown as CurrentUser;

describe("companyToRestore", () => {
  it("switches back to the kept company when the server's default moved elsewhere", () => {
    expect(companyToRestore(inCompany("c2"), "c1")).toBe("c1");
    expect(companyToRestore(inCompany(null), "c1")).toBe("c1");
  });
  it("does nothing when the kept company is the current one (numbers compare as text) or none was kept", () => {
    expect(companyToRestore(inCompany(5), "5")).toBeNull();
    expect(companyToRestore(inCompany("c2"), null)).toBeNull();
    expect(companyToRestore(inCompany("c2"), "")).toBeNull();
  });
});

describe("companyToKeep", () => {
  it("keeps the session's company, none in the admin persona or without a company", () => {
    expect(companyToKeep(inCompany("c1"), "manager")).toBe("c1");
    expect(companyToKeep(inCompany(5), "worker")).toBe("5");
    expect(companyToKeep(inCompany("c1"), "admin")).toBeNull();
    expect(companyToKeep(inCompany(null), "worker")).toBeNull();
  });
});
