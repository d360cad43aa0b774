import { expect, test } from "@playwright/test";
import { createProject, failOnPageErrors, open, signIn } from "./helpers";

test("the audit log shows a change, filters it and downloads it as CSV", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  await signIn(page);
  await createProject(page, "Audited Guide");

  await open(page, "/dashboard/demo");
  await page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Audit log entries, newest first" });
  const created = table.getByRole("row").filter({ hasText: "documentation.create:POST" }).first();
  await expect(created).toBeVisible();
  await expect(created).toContainText("POST /api/v1/documentation/{organization_id}");
  // The entry says what the change was, and names the project it created rather than showing its id.
  await expect(created).toContainText("Create a project");
  await expect(created.getByRole("link", { name: "Audited Guide" })).toBeVisible();

  await page.getByLabel("Action").fill("documentation.create");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=documentation\.create/);
  const rows = page.getByRole("table", { name: "Audit log entries, newest first" }).locator("tbody tr");
  await expect(rows.first()).toContainText("documentation.create:POST");
  for (const text of await rows.allInnerTexts()) expect(text).toContain("documentation.create:POST");

  // A target's id lists the entries that name it.
  await rows.first().getByRole("link").last().click();
  await expect(page).toHaveURL(/target=/);
  await expect(page.getByLabel("Target id")).not.toHaveValue("");

  const download = page.getByRole("link", { name: "Download CSV" });
  const href = await download.getAttribute("href");
  expect(href).toMatch(/^\/api\/v1\/organization\/[^/]+\/audit-log\/export\?target=/);
  // The link as the page offers it, followed with the session as a click would (not an API call to type).
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[0]).toBe('"created_at","actor_type","actor_id","actor_user_id","action","summary","route","targets","request_id","client_hash","entry_id"');

  await page.getByLabel("From").fill("2999-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No change matches these filters")).toBeVisible();
  noPageErrors();
});
