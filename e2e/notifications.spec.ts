import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { browserAs, headers, setUpCompany, type Session } from "./support/company.ts";

// The real app under a loaded machine: give the read models and the push a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

const run = randomUUID().slice(0, 8);
const owner = { email: `olli-${run}@e2e.workledger.test`, password: "Owner12345", firstName: "Olli", lastName: "Omistaja" };
const worker = { email: `timo-${run}@e2e.workledger.test`, password: "Worker12345", firstName: "Timo", lastName: "Tekijä" };
const demoAdmin = { email: "admin@demo.workledger.test", password: "Admin12345" };

const openFeed = async (page: Page) => {
  await page.getByTestId("notification-bell").click();
  const drawer = page.getByTestId("notifications-drawer");
  await expect(drawer).toBeVisible();
  return drawer;
};
const closeFeed = async (page: Page) => {
  await page.getByTestId("drawer").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("notifications-drawer")).toBeHidden();
};

test("a request reaches the manager's feed live and is approved there; the worker hears of it; broadcasts reach a workspace's members", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const company = await setUpCompany(request, { owner, worker, companyName: `Ilmoitus ${run}` });
  const { companyId, manager } = company;
  const workerSession: Session = company.worker;
  const type = await request.post(`/api/companies/${companyId}/work-leaves/types`, { headers: headers(manager, "manager"), data: { name: "Annual leave" } });
  baseExpect(type.status(), await type.text()).toBeLessThan(300);
  const typeId = ((await type.json()) as { data: { id: string } }).data.id;

  // Both are on their dashboards before anything happens: nothing will be reloaded.
  const managerPage = await browserAs(browser, manager, "manager");
  await managerPage.goto("/dashboard");
  const workerPage = await browserAs(browser, workerSession, "worker");
  await workerPage.goto("/dashboard");
  await expect(managerPage.getByTestId("notification-bell")).toBeVisible();
  await expect(managerPage.getByTestId("notification-dot")).toBeHidden();
  const empty = await openFeed(managerPage);
  await expect(empty).toContainText("No notifications yet");
  await closeFeed(managerPage);

  // The worker asks for a paid absence.
  const asked = await request.post("/api/users/work-leaves/request", {
    headers: headers(workerSession),
    data: { type_id: typeId, started_at: Date.UTC(2026, 11, 1, 8), ended_at: Date.UTC(2026, 11, 3, 16), comment: "Family trip" },
  });
  baseExpect(asked.status(), await asked.text()).toBeLessThan(300);

  // The manager's bell lights up without a reload, and the feed shows the request in the spec's words.
  await expect(managerPage.getByTestId("notification-dot")).toBeVisible();
  const feed = await openFeed(managerPage);
  const item = feed.getByTestId("notification-item").filter({ hasText: "Timo Tekijä has requested a paid absence 'Annual leave' (01.12.2026 - 03.12.2026)." });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-kind", "primary");
  await expect(feed.getByRole("heading", { name: "Latest" })).toBeVisible();
  // The manager decides in the Edit Request drawer the item opens (as from the person's profile), not in the feed.
  await baseExpect(item.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await item.getByRole("button", { name: "Decide" }).click();
  const requestDrawer = managerPage.getByRole("dialog", { name: "Edit Request" });
  await expect(requestDrawer).toBeVisible();
  await expect(requestDrawer).toContainText("Timo Tekijä");
  await requestDrawer.getByRole("button", { name: "Approve" }).click();
  await expect(requestDrawer).toBeHidden();
  // Closing the request's drawer brings the feed back, the item now decided.
  await expect(managerPage.getByTestId("notifications-drawer")).toBeVisible();
  await expect(item.getByRole("button", { name: "View" })).toBeVisible();
  // A second decision is refused by the ledger.
  const requests = (await (await request.get(`/api/requests?user_id=${company.workerId}`, { headers: headers(manager, "manager") })).json()) as { data: { id: string; status: string }[] };
  const decided = requests.data[0]!;
  baseExpect(decided.status).toBe("approved");
  const again = await request.post("/api/users/work-leaves/accept", { headers: headers(manager, "manager"), data: { status: false, id: decided.id } });
  baseExpect(again.status()).toBe(409);
  await item.getByRole("button", { name: "Mark as read" }).click();
  await expect(managerPage.getByTestId("notification-dot")).toBeHidden();
  await closeFeed(managerPage);

  // The worker is told, live.
  await expect(workerPage.getByTestId("notification-dot")).toBeVisible();
  const workerFeed = await openFeed(workerPage);
  const approved = workerFeed.getByTestId("notification-item").filter({ hasText: "Olli Omistaja has approved a paid absence." });
  await expect(approved).toBeVisible();
  await expect(approved).toHaveAttribute("data-kind", "success");
  await closeFeed(workerPage);

  // A workspace with the worker in it; the manager broadcasts to it from /notifications.
  const site = await request.post(`/api/companies/${companyId}/divisions`, {
    headers: headers(manager, "manager"),
    data: { name: `Harbour ${run}`, location: { lat: 60.17, lng: 24.94 }, radius_meters: 100, person_ids: [company.workerId] },
  });
  baseExpect(site.status(), await site.text()).toBe(201);
  const siteId = ((await site.json()) as { data: { id: string } }).data.id;
  await managerPage.goto("/notifications");
  const form = managerPage.getByTestId("broadcast-form");
  await form.getByLabel("Title").fill("Harbour closed");
  await form.getByLabel("Text").fill("The harbour is closed on Friday");
  await form.getByTestId("broadcast-workspaces").getByLabel(`Harbour ${run}`).check();
  await form.getByRole("button", { name: "Post" }).click();
  // Before anything is sent, the page says how many people it will notify.
  const confirm = managerPage.getByTestId("dialog-toast-confirm");
  await expect(confirm).toContainText("This will notify 1 person");
  await confirm.getByRole("button", { name: "Post" }).click();
  const harbour = managerPage.getByTestId("broadcast-row").filter({ hasText: "Harbour closed" });
  await expect(harbour).toHaveAttribute("data-status", "posted");

  await expect(workerPage.getByTestId("notification-dot")).toBeVisible();
  const second = await openFeed(workerPage);
  await expect(second.getByTestId("notification-item").filter({ hasText: "The harbour is closed on Friday" })).toBeVisible();
  await second.getByRole("button", { name: "Mark all as read" }).click();
  await expect(workerPage.getByTestId("notification-dot")).toBeHidden();
  await closeFeed(workerPage);

  // A repost says whom it reaches too; cancelled, nothing is sent. Two reposts a day, then the page says why not.
  await harbour.getByRole("button", { name: "Repost" }).click();
  await expect(confirm).toContainText("This will notify 1 person");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(harbour).toContainText("Sent 1 time");
  for (const sent of [2, 3]) {
    await harbour.getByRole("button", { name: "Repost" }).click();
    await confirm.getByRole("button", { name: "Repost" }).click();
    await expect(harbour).toContainText(`Sent ${sent} times`);
  }
  await harbour.getByRole("button", { name: "Repost" }).click();
  const refused = managerPage.getByTestId("dialog-toast-error");
  await expect(refused).toContainText("This notification has been reposted as often as a day allows; try again later");
  await refused.getByRole("button", { name: "Close" }).click();
  await expect(harbour).toContainText("Sent 3 times");

  // An admin posts a system broadcast to the same workspace: its member sees it live.
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const login = await request.post("/api/login", { headers: { "X-XSRF-TOKEN": csrf }, data: demoAdmin });
  baseExpect(login.status(), await login.text()).toBe(200);
  const admin: Session = { token: ((await login.json()) as { access_token: string }).access_token, csrf };
  const drafted = await request.post("/api/admin/broadcasts", { headers: headers(admin, "admin"), data: { title: "Maintenance", text: `Maintenance tonight ${run}`, workspace_ids: [siteId] } });
  baseExpect(drafted.status(), await drafted.text()).toBe(201);
  const broadcastId = ((await drafted.json()) as { data: { id: string } }).data.id;
  const posted = await request.post(`/api/admin/broadcasts/${broadcastId}/post`, { headers: headers(admin, "admin") });
  baseExpect(posted.status(), await posted.text()).toBe(200);
  await expect(workerPage.getByTestId("notification-dot")).toBeVisible();
  const third = await openFeed(workerPage);
  await expect(third.getByTestId("notification-item").filter({ hasText: `Maintenance tonight ${run}` })).toBeVisible();

  // Clear all asks first, then empties the feed.
  await third.getByRole("button", { name: "Clear all" }).click();
  await workerPage.getByRole("button", { name: "Confirm" }).click();
  await expect(third).toContainText("No notifications yet");
});
