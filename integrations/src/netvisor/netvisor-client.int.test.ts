import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeNetvisor, type FakeNetvisor } from "../testing/fake-netvisor-server.ts";
import type { PayLine } from "../pay-lines/pay-line.ts";
import { createNetvisorClient, DIMENSION_UPDATE_FAILED, NetvisorDimensionError, type NetvisorClientOptions } from "./netvisor-client.ts";
import { periodCollectorXml, workdayXml } from "./netvisor-xml.ts";

const partner = { partnerId: "WLPARTNER", partnerKey: "partner-secret" };
const customer = { customerId: "WLCUST01", customerKey: "customer-secret", organisationId: "1234567-8" };

const hours = (quantity: number, payCode = "11", dimensions: PayLine["dimensions"] = []): PayLine => ({
  workerId: "w-1",
  workerExternalId: "1407",
  kind: "worked-time",
  payCode,
  quantity,
  unit: "hour",
  rate: null,
  when: { kind: "date", date: "2025-10-30" },
  dimensions,
  sourceEventIds: ["e-1"],
});

describe("Netvisor client against the fake Netvisor", () => {
  let fake: FakeNetvisor;
  let options: NetvisorClientOptions;

  beforeEach(async () => {
    fake = await startFakeNetvisor({
      partners: { [partner.partnerId]: partner.partnerKey },
      customers: { [customer.customerId]: { customerKey: customer.customerKey, organisationId: customer.organisationId } },
      employees: ["1407", "1408"],
      dimensions: { Project: ["Payroll"] },
    });
    options = { partner: { url: fake.url, ...partner }, customer, sender: "Workledger", newTransactionId: () => randomUUID() };
  });
  afterEach(() => fake.close());

  it("sends worked hours per day with record type, acceptance status and dimensions", async () => {
    const client = createNetvisorClient(options);
    const body = workdayXml({ workerId: "w-1", employeeNumber: "1407", date: "2025-10-30", lines: [hours(7.5, "11", [{ name: "Project", item: "Kitchen" }]), hours(1.25, "12")] }, "accepted");
    const outcome = await client.send("workday.nv", body, "tx-1");
    expect(outcome.kind).toBe("sent");
    expect(fake.workdays.get("1407|2025-10-30")).toEqual([
      { hours: "7,50", collectorRatio: "11", acceptanceStatus: "accepted", dimensions: [{ name: "Project", item: "Kitchen" }] },
      { hours: "1,25", collectorRatio: "12", acceptanceStatus: "accepted", dimensions: [] },
    ]);
    // A missing dimension item is created, as Netvisor does.
    expect(fake.dimensions.get("Project")).toEqual(["Payroll", "Kitchen"]);
  });

  it("sends bonuses and compensations to payrollperiodcollector.nv", async () => {
    const client = createNetvisorClient(options);
    const bonus: PayLine = { ...hours(2, "2100"), kind: "bonus", unit: "amount", rate: 25, when: { kind: "period", start: "2025-10-01", end: "2025-10-31" } };
    const outcome = await client.send("payrollperiodcollector.nv", periodCollectorXml({ workerId: "w-1", employeeNumber: "1407", date: "2025-10-31", lines: [bonus] }), "tx-2");
    expect(outcome.kind).toBe("sent");
    expect(fake.periodLines).toEqual([{ employee: "1407", date: "2025-10-31", amount: "50,00", ratio: "2100" }]);
  });

  it("refuses a repeated transaction id and the client reports it as already received", async () => {
    const client = createNetvisorClient(options);
    const body = workdayXml({ workerId: "w-1", employeeNumber: "1407", date: "2025-10-30", lines: [hours(8)] }, "confirmed");
    expect((await client.send("workday.nv", body, "tx-same")).kind).toBe("sent");
    const again = await client.send("workday.nv", body, "tx-same");
    expect(again).toMatchObject({ kind: "already-received" });
    expect(fake.applied).toHaveLength(1);
  });

  it("reports an already approved date per worker and date, not as a crash", async () => {
    fake.approve("1407", "2025-10-30");
    const client = createNetvisorClient(options);
    const outcome = await client.send("workday.nv", workdayXml({ workerId: "w-1", employeeNumber: "1407", date: "2025-10-30", lines: [hours(8)] }, "accepted"), "tx-3");
    expect(outcome).toEqual({ kind: "already-approved", message: "INVALID_DATA :: Hours on this date have already been acknowledged or approved" });
    expect(fake.workdays.size).toBe(0);
  });

  it("is refused with a wrong customer key (MAC), a stale timestamp or an unknown employee", async () => {
    const body = workdayXml({ workerId: "w-1", employeeNumber: "1407", date: "2025-10-30", lines: [hours(8)] }, "accepted");
    const wrongKey = createNetvisorClient({ ...options, customer: { ...customer, customerKey: "guess" } });
    expect(await wrongKey.send("workday.nv", body, "tx-a")).toEqual({ kind: "failed", message: "AUTHENTICATION_FAILED :: MAC does not match" });
    const stale = createNetvisorClient({ ...options, now: () => new Date(Date.now() - 10 * 60_000) });
    expect(await stale.send("workday.nv", body, "tx-b")).toEqual({ kind: "failed", message: "AUTHENTICATION_FAILED :: Timestamp outside the allowed window" });
    const client = createNetvisorClient(options);
    const stranger = workdayXml({ workerId: "w-9", employeeNumber: "9999", date: "2025-10-30", lines: [hours(8)] }, "accepted");
    expect(await client.send("workday.nv", stranger, "tx-c")).toEqual({ kind: "failed", message: "INVALID_DATA :: Employee not found" });
    expect(fake.workdays.size).toBe(0);
  });

  it("checks the payload shape: elements out of DTD order are invalid data", async () => {
    const client = createNetvisorClient(options);
    const swapped = `<root><workday><employeeidentifier type="number">1407</employeeidentifier><date format="ansi">2025-10-30</date></workday></root>`;
    expect(await client.send("workday.nv", swapped, "tx-d")).toEqual({ kind: "failed", message: "INVALID_DATA :: workday elements out of DTD order" });
    const badHours = `<root><workday><date format="ansi">2025-10-30</date><employeeidentifier type="number">1407</employeeidentifier><workdayhour><hours>7.5</hours><collectorratio type="number">11</collectorratio><acceptancestatus>accepted</acceptancestatus></workdayhour></workday></root>`;
    expect((await client.send("workday.nv", badHours, "tx-e")).kind).toBe("failed");
  });

  it("answers an injected server error as a failure of that request only", async () => {
    fake.failNext("workday.nv", "SERVICE_UNAVAILABLE :: Try again later");
    const client = createNetvisorClient(options);
    const body = workdayXml({ workerId: "w-1", employeeNumber: "1407", date: "2025-10-30", lines: [hours(8)] }, "accepted");
    expect(await client.send("workday.nv", body, "tx-f")).toEqual({ kind: "failed", message: "SERVICE_UNAVAILABLE :: Try again later" });
    expect((await client.send("workday.nv", body, "tx-g")).kind).toBe("sent");
  });

  it("reads the dimension list and adds an item; a failed update says 'Dimension updated unsuccessfully'", async () => {
    const client = createNetvisorClient(options);
    expect(await client.dimensions()).toEqual([{ name: "Project", items: ["Payroll"] }]);
    await client.updateDimension({ name: "Workspace", item: "Harbour" });
    expect(await client.dimensions()).toEqual([
      { name: "Project", items: ["Payroll"] },
      { name: "Workspace", items: ["Harbour"] },
    ]);
    fake.failNext("dimensionitem.nv", "INVALID_DATA :: Dimension name is hidden");
    const failure = await client.updateDimension({ name: "Project", item: "X" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetvisorDimensionError);
    expect((failure as Error).message).toBe(DIMENSION_UPDATE_FAILED);
  });
});
