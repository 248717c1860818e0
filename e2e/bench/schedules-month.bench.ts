import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/session.ts";

/**
 * "The month view is interactive in the browser within 1 s" for 500 people (about 15,000 events).
 * The schedule call is answered from memory with a month the size the issue names, so the figure is
 * the browser's: from navigation to the timeline's rows and events on screen, then from a click on
 * an event to its selection shown, and from the month button to the other month drawn. Writes
 * bench/results/schedules-month-browser-latest.json (outside test-results, which the next Playwright run empties).
 */
const PEOPLE = 500;
const month = "2026-12";
const days = 31;
const people = Array.from({ length: PEOPLE }, (_, i) => ({ id: `p${i}`, full_name: `Person ${String(i).padStart(3, "0")} Worker`, email: `p${i}@x`, status: "active" }));
const events = people.flatMap((p, i) =>
  Array.from({ length: days - 1 }, (_, d) => {
    const date = `${month}-${String(d + 1).padStart(2, "0")}`;
    const h = 6 + ((i + d) % 10);
    const hh = String(h).padStart(2, "0");
    return { id: `e-${i}-${d}`, type: d % 7 === 6 ? "task" : "shift", title: "Shift", start: `${date}T${hh}:00:00+02:00`, end: `${date}T${String(h + 8).padStart(2, "0")}:00:00+02:00`, user_id: p.id, name: p.full_name, position_id: null, confirmed: d % 3 === 0, total: 7.5 * 3600, pause_length: 30 };
  }),
);
const body = JSON.stringify({ data: { from: `${month}-01`, to: `${month}-31`, time_zone: "Europe/Helsinki", events, positions: [] } });

test("month view of 500 people", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, { manager: true, permissions: ["can_manage_schedules"], flags: { schedule_active: true } }, "manager");
  await page.addInitScript(() => window.localStorage.setItem("schedule_filters", JSON.stringify({ "1": { view: "month", personIds: [], positionIds: [], kinds: ["shift", "task", "absence"], unconfirmedOnly: false } })));
  await page.clock.setFixedTime(new Date(`${month}-15T10:00:00+02:00`));
  await page.route("**/api/companies/1/workers/all", (r) => r.fulfill({ json: { data: people } }));
  await page.route("**/api/schedules/**", (r) => (r.request().url().includes("/presets") ? r.fulfill({ json: { data: [] } }) : r.fulfill({ body, contentType: "application/json" })));
  // Warm the app's code once (the figure is about the month, not the first download of the bundle).
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const t0 = Date.now();
  await page.goto("/schedules");
  await expect(page.getByTestId("schedule-event").first()).toBeVisible({ timeout: 30_000 });
  const shown = Date.now() - t0;
  const rendered = await page.getByTestId("schedule-row").count();

  const chip = page.getByTestId("schedule-event").nth(5);
  const t1 = Date.now();
  await chip.click();
  await expect(page.getByTestId("selection-count")).toHaveText("Selected: 1");
  const click = Date.now() - t1;

  const t2 = Date.now();
  await page.getByRole("button", { name: "Week", exact: true }).click();
  await page.getByRole("button", { name: "Month", exact: true }).click();
  await expect(page.getByTestId("schedule-event").first()).toBeVisible();
  const switchBack = Date.now() - t2;

  const figures = { people: PEOPLE, events: events.length, rows_rendered: rendered, navigation_to_events_ms: shown, click_to_selected_ms: click, week_then_month_ms: switchBack, at: new Date().toISOString() };
  console.log(JSON.stringify(figures));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/schedules-month-browser-latest.json", `${JSON.stringify(figures, null, 2)}\n`);
});
