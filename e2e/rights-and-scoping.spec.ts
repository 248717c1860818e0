import { test, type APIRequestContext, type Page } from "@playwright/test";
import { apiLogin, authed, expect, signInManager, slowTestMs, unique, type ApiSession } from "./organisation-helpers.ts";
import { outboxLinks } from "./support/outbox.ts";
import { keepSession } from "./support/company.ts";

/**
 * The rights hierarchy and workspace scoping in the browser: a manager who may edit people but not
 * manage their rights sees the Rights tab read-only; someone outside the manager's workspace
 * answers 'User information cannot be viewed'; a worker without can_see_timesheets_or_overview
 * sees neither the dashboard's Today and pay period nor the timesheet list.
 */
test.describe.configure({ timeout: slowTestMs });

const password = "Rights12345";
const workerPermissions = ["can_register_own_work_time_from_computer", "can_see_timesheets_or_overview", "can_edit_own_work_time", "can_edit_own_profile", "can_see_schedules"];

/** The demo manager invites someone with these rights; they set their password through the mailed link. */
const invite = async (api: APIRequestContext, boss: ApiSession, rights: Record<string, unknown>) => {
  const email = `${unique("rights").replace(/\s/g, "-")}@x.io`;
  const invited = await api.post(`/api/companies/${boss.companyId}/users/invite`, { data: { emails: [email], workspace: boss.companyId, language: "en", rights }, headers: authed(boss) });
  expect(invited.status(), await invited.text()).toBe(200);
  const id = ((await invited.json()) as { invited: { id: string }[] }).invited[0]!.id;
  await expect.poll(async () => (await outboxLinks(email)).length).toBeGreaterThan(0);
  const token = new URL((await outboxLinks(email))[0]!).searchParams.get("token");
  const set = await api.post("/api/password/set", { data: { token, password, password_confirmation: password }, headers: { "X-XSRF-TOKEN": boss.csrf } });
  expect(set.status(), await set.text()).toBe(200);
  return { id, email };
};

const division = async (api: APIRequestContext, boss: ApiSession, name: string): Promise<string> => {
  const created = await api.post(`/api/companies/${boss.companyId}/divisions`, { data: { name: unique(name), location: { lat: 60.17, lng: 24.94 }, radius_meters: 100 }, headers: authed(boss) });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return ((await created.json()) as { data: { id: string } }).data.id;
};

/** Signs the browser in as `account` with a persona, the way the app keeps a session. */
const signInAs = async (page: Page, account: { email: string; password: string }, persona: "manager" | "worker") =>
  keepSession(page, await apiLogin(page.request, account), persona);

test("a manager without can_manage_user_rights sees the Rights tab read-only, and nobody outside their workspace", async ({ browser, page }) => {
  const boss = await signInManager(page);
  const [north, south] = [await division(page.request, boss, "North"), await division(page.request, boss, "South")];
  const limited = await invite(page.request, boss, {
    user_role_id: 1,
    general_rights_workspace_ids: [],
    manager_rights_workspace_ids: [north],
    permissions: [...workerPermissions, "has_manager_rights", "can_add_users", "can_edit_users"],
  });
  const inNorth = await invite(page.request, boss, { user_role_id: 3, general_rights_workspace_ids: [north], manager_rights_workspace_ids: [], permissions: workerPermissions });
  const inSouth = await invite(page.request, boss, { user_role_id: 3, general_rights_workspace_ids: [south], manager_rights_workspace_ids: [], permissions: workerPermissions });

  const context = await browser.newContext();
  const managerPage = await context.newPage();
  await signInAs(managerPage, { email: limited.email, password }, "manager");
  await managerPage.goto(`/people?user=${inNorth.id}&tab=rights`);
  const editor = managerPage.getByTestId("rights-editor");
  await expect(editor).toHaveAttribute("data-read-only", "true");
  await expect(managerPage.getByRole("note")).toHaveText("You can see these rights but not change them.");
  await expect(editor.getByRole("checkbox").first()).toBeVisible();
  const boxes = editor.getByRole("checkbox");
  for (let i = 0; i < (await boxes.count()); i += 1) await expect(boxes.nth(i)).toBeDisabled();
  await expect(managerPage.getByRole("button", { name: "Save rights" })).toHaveCount(0);

  await managerPage.goto(`/people?user=${inSouth.id}`);
  await expect(managerPage.getByText("User information cannot be viewed")).toBeVisible();
  await context.close();
});

test("a worker without can_see_timesheets_or_overview sees no overview and no timesheet list", async ({ browser, page }) => {
  const boss = await signInManager(page);
  const blind = await invite(page.request, boss, {
    user_role_id: 3,
    general_rights_workspace_ids: [],
    manager_rights_workspace_ids: [],
    permissions: workerPermissions.filter((p) => p !== "can_see_timesheets_or_overview"),
  });
  const context = await browser.newContext();
  const workerPage = await context.newPage();
  await signInAs(workerPage, { email: blind.email, password }, "worker");
  await workerPage.goto("/dashboard");
  await expect(workerPage.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(workerPage.getByRole("button", { name: "Start work" })).toBeVisible();
  await expect(workerPage.getByTestId("today")).toHaveCount(0);
  await expect(workerPage.getByTestId("pay-period")).toHaveCount(0);
  // Not sent off to an error page by a refused call: the page simply does not ask.
  await expect(workerPage).toHaveURL(/\/dashboard$/);
  await expect(workerPage.getByRole("button", { name: "Start work" })).toBeVisible();
  await workerPage.goto("/timesheet");
  await expect(workerPage.getByText("Your rights do not include seeing the timesheet or overview.")).toBeVisible();
  await expect(workerPage.getByTestId("timesheet-total")).toHaveCount(0);
  await context.close();
});
