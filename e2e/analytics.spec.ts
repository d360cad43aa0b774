import { expect, test } from "@playwright/test";
import { apiClient, createProjectThroughApi, failOnPageErrors, open, signIn } from "./helpers";

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
