import { expect, test } from "@playwright/test";
import { unwrap } from "@docs-platform/client";
import { apiClient, createProjectThroughApi, failOnPageErrors, open, publishProject, signIn } from "./helpers";

test("a plan without analytics or Git sync says so on their tabs, without asking the API", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  const { project } = await createProjectThroughApi(apiClient(), `Analytics ${Date.now().toString(36)}`);
  const analyticsRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/") && request.url().includes("/analytics")) analyticsRequests.push(request.url());
  });
  await signIn(page);
  await open(page, `/dashboard/demo/documentation/${project.documentation_id}`);
  await page.getByRole("navigation", { name: "Project" }).getByRole("link", { name: "Analytics" }).click();

  await expect(page.getByRole("heading", { name: "Analytics are not part of the free plan" })).toBeVisible();
  await expect(page.getByText("The free plan does not include analytics; upgrade the plan to use it.")).toBeVisible();
  expect(analyticsRequests, "requests the API would refuse with 402").toEqual([]);

  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/dashboard\/demo\/subscription$/);

  // Git sync: the notice instead of a form the API would refuse once sent.
  await open(page, `/dashboard/demo/documentation/${project.documentation_id}/git-sync`);
  await expect(page.getByRole("heading", { name: "Git sync is not part of the free plan" })).toBeVisible();
  await expect(page.getByText("The free plan does not include git sync; upgrade the plan to use it.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Link/ })).toHaveCount(0);
  noPageErrors();
});

test("an address readers found no page at shows in analytics with its referrer, and a redirect from it starts there", async ({ page, browser }) => {
  const noPageErrors = failOnPageErrors(page);
  const api = apiClient();
  const suffix = Date.now().toString(36);
  const organization = await unwrap(api.POST("/api/v1/organization", { body: { name: `Broken links ${suffix}`, billing_email: "billing@example.com" } }));
  await unwrap(api.PATCH("/api/v1/admin/customers/{organization_id}", { params: { path: { organization_id: organization.organization_id } }, body: { plan: "pro" } }));
  const project = await unwrap(api.POST("/api/v1/documentation/{organization_id}", { params: { path: { organization_id: organization.organization_id } }, body: { name: "Handbook" } }));
  const documentation = { organization_id: organization.organization_id, documentation_id: project.documentation_id };
  await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: documentation } }));
  await publishProject(api, project.documentation_id);

  // A reader follows a broken link from another site: the "Page not found" page reports it.
  const reader = await browser.newPage();
  const missing = `/docs/${organization.slug}/${project.slug}/getting-started/old-introduction`;
  const beacon = reader.waitForRequest((request) => request.url().endsWith("/-/beacon") && request.postData()?.includes("not_found") === true);
  await reader.goto(missing, { referer: "https://forum.example.com/thread/42" });
  await expect(reader.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await beacon;
  await reader.close();

  await signIn(page);
  const analytics = `/dashboard/${organization.slug}/documentation/${project.documentation_id}/analytics`;
  const list = page.getByRole("table", { name: "Addresses not found" });
  // Recorded events are written within about a second.
  await expect(async () => {
    await open(page, analytics);
    await expect(list.getByRole("row").filter({ hasText: "/getting-started/old-introduction" })).toContainText("forum.example.com", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The summary counts the visit too.
  const notFoundCard = page.getByRole("term").filter({ hasText: "Not found" }).locator("xpath=..");
  await expect(notFoundCard.getByRole("definition").first()).toHaveText("1");
  await list.getByRole("link", { name: "Add a redirect from /getting-started/old-introduction" }).click();
  await expect(page.getByLabel("From path")).toHaveValue("/getting-started/old-introduction");
  await page.getByLabel("To path").fill("/getting-started/introduction");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("/getting-started/old-introduction now redirects to /getting-started/introduction.")).toBeVisible();

  await open(page, analytics);
  await expect(list.getByRole("row").filter({ hasText: "/getting-started/old-introduction" })).toContainText("To /getting-started/introduction");
  noPageErrors();
});
