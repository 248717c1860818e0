import { test } from "@playwright/test";
import { authed, expect, signInManager, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * People in no workspace are out of every scoped manager's sight (scoping fails closed), so the
 * People page lists them to the main user, each name opening the person's Rights tab where their
 * workspaces are chosen.
 */
test.describe.configure({ timeout: slowTestMs });

test("the main user sees the people in no workspace and opens a person's Rights tab to place them", async ({ page }) => {
  const boss = await signInManager(page);
  const name = unique("Unplaced").replace(/\s/g, "");
  const email = `${name.toLowerCase()}@x.io`;
  const added = await page.request.post(`/api/companies/${boss.companyId}/users`, { data: { email, first_name: name, last_name: "Person" }, headers: authed(boss) });
  expect(added.status(), await added.text()).toBe(201);
  const id = ((await added.json()) as { data: { id: string } }).data.id;
  // Someone from before every new person was placed: rights in no workspace.
  const rights = { user_role_id: 3, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: ["can_edit_own_profile"] };
  const unplaced = await page.request.put(`/api/companies/${boss.companyId}/users/${id}/rights`, { data: rights, headers: authed(boss) });
  expect(unplaced.status(), await unplaced.text()).toBe(200);

  await page.goto("/people");
  const notice = page.getByTestId("unplaced-people");
  await expect(notice.getByRole("heading", { name: "People in no workspace" })).toBeVisible();
  await notice.getByRole("button", { name: `Choose workspaces for ${name} Person` }).click();
  await expect(page).toHaveURL(new RegExp(`user=${id}.*tab=rights|tab=rights.*user=${id}`));
  await expect(page.getByTestId("rights-editor")).toBeVisible();
});
