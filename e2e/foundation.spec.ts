import { expect, test } from "@playwright/test";
import { unwrap } from "@docs-platform/client";
import { apiClient, createProjectThroughApi, createUser, failOnPageErrors, hydrated, open, seedUser, sessionClient, signIn } from "./helpers";

test("a wrong password shows an error and stays on the sign-in page", async ({ page }) => {
  await open(page, "/dashboard");
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel("Email").fill(seedUser.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "incorrect" })).toHaveText("The email or password is incorrect.");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("sign in, create an organization, finish onboarding and invite a member", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  await signIn(page);
  await open(page, "/dashboard");
  await expect(page.getByRole("heading", { name: "Organizations" })).toBeVisible();

  await page.getByRole("link", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/\/dashboard\/new$/);
  await page.getByLabel("Name").fill("Acme Docs");
  await page.getByLabel("Billing email").fill("billing@acme.test");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/dashboard\/acme-docs\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Finish onboarding" })).toBeVisible();
  await page.getByRole("button", { name: "Finish onboarding" }).click();

  await expect(page).toHaveURL(/\/dashboard\/acme-docs$/);
  await expect(page.getByRole("heading", { name: "Acme Docs" })).toBeVisible();
  await expect(page.getByText("active", { exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Acme Docs pages" }).getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite member" });
  await dialog.getByLabel("Email").fill("new.writer@acme.test");
  await dialog.getByLabel("Role").selectOption("member");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();

  const pending = page.getByRole("table", { name: "Pending invitations" });
  await expect(pending.getByRole("row", { name: /new\.writer@acme\.test/ })).toBeVisible();
  await expect(page.getByText("Invitation sent to new.writer@acme.test.")).toBeVisible();
  noPageErrors();
});

test("a dashboard address naming nothing the user may see answers 404, and the not-found page", async ({ page }) => {
  const { organization, documentation } = await createProjectThroughApi(apiClient(), "Status codes");
  const projectPath = `/dashboard/${organization.slug}/documentation/${documentation.documentation_id}`;
  const unknownId = "00000000-0000-4000-8000-000000000000";
  const expected: [string, number][] = [
    ["/dashboard/no-such-organization", 404],
    ["/dashboard/no-such-organization/members", 404],
    [`/dashboard/${organization.slug}/documentation/${unknownId}`, 404],
    [`/dashboard/${organization.slug}/documentation/not-an-id/publish`, 404],
    // Unknown ids of detail pages, whose lists have loading states.
    [`/dashboard/${organization.slug}/webhooks/${unknownId}`, 404],
    [`${projectPath}/change-requests/${unknownId}`, 404],
    [`/dashboard/admin/customers/${unknownId}`, 404],
    [`/dashboard/admin/support/${unknownId}`, 404],
    // Addresses no page has, inside an organization and a project.
    [`/dashboard/${organization.slug}/nonexistent-page`, 404],
    [`${projectPath}/no-such-tab`, 404],
    [`/dashboard/${organization.slug}`, 200],
    [`/dashboard/${organization.slug}/members`, 200],
    [`/dashboard/${organization.slug}/webhooks`, 200],
    [`/dashboard/${organization.slug}/documentation`, 200],
    [`${projectPath}/publish`, 200],
    [`${projectPath}/change-requests`, 200],
    [`${projectPath}/backups`, 200],
    [projectPath, 200],
    [`/dashboard/admin/customers/${organization.organization_id}`, 200],
  ];
  await signIn(page);
  for (const [path, status] of expected) {
    const response = await page.goto(path);
    await hydrated(page);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole("heading", { name: "Nothing here" }), path).toHaveCount(status === 404 ? 1 : 0);
  }
  // The not-found page of an address no page has keeps the dashboard's navigation.
  await page.goto(`/dashboard/${organization.slug}/nonexistent-page`);
  await expect(page.getByRole("link", { name: "Back to your organizations" })).toBeVisible();
  await expect(page.getByRole("navigation").first()).toBeVisible();
  // Outside the dashboard, a styled "Page not found".
  const outside = await page.goto("/no-such-page");
  expect(outside?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // A project's pages are titled within the project; the editor by the project's name.
  await page.goto(`${projectPath}/publish`);
  await expect(page).toHaveTitle("Publish · Status codes · Docs Platform");
  await page.goto(projectPath);
  await expect(page).toHaveTitle("Status codes · Docs Platform");
});

test("an organization that requires two-factor sends a member without it to set it up", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, createUser("strict@foundation.test", "strict-password-1", "Tess Strict"));
  await open(page, "/dashboard/new");
  await page.getByLabel("Name").fill("Strict Org");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/strict-org\/onboarding$/);
  const api = sessionClient(page);
  const organization_id = (await unwrap(api.GET("/api/v1/organization")))[0]!.organization_id;
  await unwrap(api.PATCH("/api/v1/organizations/{organization_id}/security", { params: { path: { organization_id } }, body: { require_two_factor: true } }));
  // The organization's layout redirects before anything streams: a real redirect, to the setup.
  const response = await page.goto("/dashboard/strict-org/members");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/dashboard\/strict-org\/members$/);
  await expect(page).toHaveURL(/\/dashboard\/account\/two-factor\?required=strict-org$/);
  await expect(page.getByText("The organization strict-org requires two-factor authentication")).toBeVisible();
  await context.close();
});

test("an invalid invitation shows the API's field error inline", async ({ page }) => {
  await signIn(page);
  await open(page, "/dashboard/demo/members");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite member" });
  // The seeded owner is already a member: the API answers 409 with a detail.
  await dialog.getByLabel("Email").fill(seedUser.email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByRole("alert")).toContainText("already a member");
});

test("the API answers a path it does not have with a problem, and its own paths as before", async ({ request }) => {
  const unknown = await request.post("/api/v1/documentation/some-organization/some-project/publish", { data: {} });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toBe("application/problem+json");
  expect((await unknown.json()).detail).toBe("No endpoint answers POST /api/v1/documentation/some-organization/some-project/publish. The API reference at /api/reference lists them.");
  // A typo in a fixed segment: the problem names the endpoint meant (the route files as built).
  const mistyped = await (await request.get("/api/v1/organisation/acme")).json();
  expect(mistyped.suggestions).toEqual(["/api/v1/organization/acme"]);
  // Next's router tries the catch-all last: these are the API's own answers.
  expect((await request.get("/api/health")).status()).toBe(200);
  expect((await (await request.get("/api/v1/organization")).json()).code).toBe("unauthenticated");
  expect((await request.get("/api/auth/providers")).status()).toBe(200);
});

test("the API answers a method a path does not have with a problem and the methods it has", async ({ request }) => {
  const wrong = await request.delete("/api/v1/organization");
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()["content-type"]).toBe("application/problem+json");
  expect(wrong.headers().allow).toBe("GET, HEAD, OPTIONS, POST");
  const problem = await wrong.json();
  expect(problem).toMatchObject({ status: 405, code: "method_not_allowed", detail: "/api/v1/organization does not answer DELETE. It answers GET, HEAD, OPTIONS, POST." });
  // A collection created with a POST to its path, read with a GET: the problem names its list.
  const listing = await request.get("/api/v1/documentation/some-organization");
  expect(listing.status()).toBe(405);
  expect(await listing.json()).toMatchObject({ code: "method_not_allowed", suggestions: ["/api/v1/documentation/some-organization/list"] });
  // The methods it has answer as before.
  expect((await (await request.get("/api/v1/organization")).json()).code).toBe("unauthenticated");
});

test("the API reference renders every operation by its summary and asks nothing of another host", async ({ page, baseURL }) => {
  const noPageErrors = failOnPageErrors(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  // Scalar checks the document against its own schema of OpenAPI and warns of what fails it.
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await page.goto("/api/reference");
  await expect(page.getByRole("heading", { level: 1, name: "Docs Platform API" })).toBeVisible({ timeout: 30_000 });
  // The sidebar names operations by their summaries (the first group opens by itself).
  await expect(page.getByRole("button", { name: /^Revise markdown with AI/ }).first()).toBeVisible();
  // Scalar's hosted client, its agent and its developer toolbar stay out.
  await expect(page.getByText("Open API Client")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ask AI" })).toHaveCount(0);
  await expect(page.getByText("Developer Tools")).toHaveCount(0);
  expect(elsewhere).toEqual([]);
  expect(warnings).toEqual([]);
  noPageErrors();
});
