import { readFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { unwrap } from "@docs-platform/client";
import { createUser, failOnPageErrors, latestMail, open, reload, sessionClient, signIn } from "./helpers";

const idea = { title: "Dark mode for the published site", description: "Readers at night would love a dark theme." };
const visitorEmail = "visitor@customer.test";

/** Records project events through the API with the page's session (same origin, as the dashboard does). */
async function recordEvents(page: Page) {
  const api = sessionClient(page);
  const organizations = await unwrap(api.GET("/api/v1/organization"));
  const { organization_id } = organizations.find((organization) => organization.slug === "demo")!;
  const project = await api.POST("/api/v1/documentation/{organization_id}", { params: { path: { organization_id } }, body: { name: "Handbook" } });
  expect(project.response.status).toBe(201);
  const { documentation_id } = await unwrap(project);
  const batch = await api.POST("/api/v1/organizations/{organization_id}/projects/{project_id}/events/batch", {
    params: { path: { organization_id, project_id: documentation_id } },
    body: {
      events: [
        { type: "deploy.finished", description: "Staging deploy finished.", metadata: { environment: "staging" } },
        { type: "publish.completed", description: "Handbook: published 12 pages." },
      ],
    },
  });
  expect(batch.response.status).toBe(201);
}

/** Full-page screenshots in light and dark (the seeded user follows the system theme) for review. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // Let colour transitions finish.
    await page.waitForTimeout(400);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("ideas become roadmap items, customers are exported and inspected, support tickets get staff replies", async ({ page, browser, baseURL }, testInfo) => {
  // The longest flow: three visitors, the administrator's screens and a support conversation.
  test.setTimeout(180_000);
  const noPageErrors = failOnPageErrors(page);

  // A visitor submits an idea on the public roadmap, which follows their dark system theme
  // until they toggle it.
  const visitorContext = await browser.newContext({ colorScheme: "dark" });
  const visitor = await visitorContext.newPage();
  await open(visitor, "/roadmap/demo");
  await expect(visitor.getByRole("heading", { level: 1, name: "Roadmap" })).toBeVisible();
  // Customers follow the changelog in a feed reader, which also finds the feed from the page's head.
  await expect(visitor.getByRole("link", { name: "Follow in a feed reader (Atom)" })).toHaveAttribute("href", "/roadmap/demo/changelog.xml");
  await expect(visitor.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", /\/roadmap\/demo\/changelog\.xml$/);
  expect((await visitor.request.get("/roadmap/demo/changelog.xml")).headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  await expect(visitor.locator("html")).toHaveClass(/dark/);
  await visitor.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(visitor.locator("html")).not.toHaveClass(/dark/);
  // Forget the choice: the page follows the system theme again (the screenshots below switch it).
  await visitor.evaluate(() => localStorage.clear());
  await visitor.getByLabel("Your email, to vote and share ideas").fill(visitorEmail);
  await visitor.getByRole("button", { name: "Continue" }).click();
  await expect(visitor.getByText(`Signed in as ${visitorEmail}`)).toBeVisible();
  const ideaForm = visitor.getByRole("region", { name: "Submit an idea" });
  await ideaForm.getByLabel("Title").fill(idea.title);
  await ideaForm.getByLabel("Description").fill(idea.description);
  await ideaForm.getByRole("button", { name: "Send idea" }).click();
  await expect(visitor.getByText("Thank you! Your idea was sent to the team.")).toBeVisible();

  // The administrator approves it into the roadmap as "In progress".
  await signIn(page);
  await open(page, "/dashboard/demo/feedback");
  const backlog = page.getByRole("table", { name: "Backlog ideas" });
  await expect(backlog.getByRole("row", { name: new RegExp(idea.title) })).toBeVisible();
  await backlog.getByLabel(`Roadmap status for ${idea.title}`).selectOption("in_progress");
  await backlog.getByRole("button", { name: `Approve ${idea.title}` }).click();
  await expect(page.getByText(`"${idea.title}" is on the roadmap.`)).toBeVisible();
  const items = page.getByRole("table", { name: "Roadmap items" });
  await expect(items.getByLabel(`Status of ${idea.title}`)).toHaveValue("in_progress");
  await expect(page.getByText("The backlog is empty")).toBeVisible();
  await screenshots(page, testInfo, "feedback");

  // The visitor sees it in progress, votes and takes the vote back.
  await reload(visitor);
  const column = visitor.locator("section[aria-label=Roadmap] > div").filter({ has: visitor.getByRole("heading", { name: /In progress/ }) });
  await expect(column.getByText(idea.title)).toBeVisible();
  await column.getByRole("button", { name: `Vote for ${idea.title} (0 votes)` }).click();
  const voted = column.getByRole("button", { name: `Vote for ${idea.title} (1 vote)` });
  await expect(voted).toHaveAttribute("aria-pressed", "true");
  await screenshots(visitor, testInfo, "roadmap");
  await voted.click();
  await expect(column.getByRole("button", { name: `Vote for ${idea.title} (0 votes)` })).toHaveAttribute("aria-pressed", "false");
  await visitorContext.close();

  // Once the workspace asks for it, a visitor confirms their email with the code mailed to it.
  await page.getByRole("button", { name: "Confirm visitors' emails by a code" }).click();
  await expect(page.getByText("confirmed by a code", { exact: true })).toBeVisible();
  const confirmingContext = await browser.newContext();
  const confirming = await confirmingContext.newPage();
  await open(confirming, "/roadmap/demo");
  const confirmingEmail = `confirming-${Date.now().toString(36)}@customer.test`;
  await confirming.getByLabel("Your email, to vote and share ideas").fill(confirmingEmail);
  await confirming.getByRole("button", { name: "Continue" }).click();
  await expect(confirming.getByRole("status").filter({ hasText: `We sent a code to ${confirmingEmail}` })).toBeVisible();
  // Five digits: the browser asks for six before anything is sent.
  await confirming.getByLabel("Code from the email").fill("12345");
  await confirming.getByRole("button", { name: "Confirm" }).click();
  await expect(confirming.getByLabel("Code from the email")).toBeFocused();
  const code = /\b(\d{6})\b/.exec(latestMail(confirmingEmail).text)![1]!;
  await confirming.getByLabel("Code from the email").fill(code);
  await confirming.getByRole("button", { name: "Confirm" }).click();
  await expect(confirming.getByText(`Signed in as ${confirmingEmail}`)).toBeVisible();
  await confirmingContext.close();
  await page.getByRole("button", { name: "Take visitors' emails as typed" }).click();
  await expect(page.getByText("taken as typed", { exact: true })).toBeVisible();

  // The administrator downloads the customer list and opens a customer's overview.
  await recordEvents(page);
  await open(page, "/dashboard/admin/customers");
  await expect(page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe('"organization_id","name","subscription_status","created_at"');
  expect(csv).toMatch(/"Demo","active","\d{4}-/);

  await page.getByLabel("Search by name").fill("dem");
  await page.getByLabel("Search by name").press("Enter");
  await expect(page).toHaveURL(/search=dem/);
  await screenshots(page, testInfo, "customers");
  await page.getByRole("table", { name: "Customers" }).getByRole("link", { name: "Demo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Demo" })).toBeVisible();
  // Other specs add projects to the shared demo organization: check the meter, not a count.
  await expect(page.getByRole("meter", { name: "Projects" })).toHaveAttribute("aria-valuetext", /^[1-9]\d* of 25$/);
  await expect(page.getByText("Members", { exact: true })).toBeVisible();
  await screenshots(page, testInfo, "customer-overview");

  // A member of another organization opens a ticket; the administration pages stay hidden from them.
  const member = createUser("member@helpdesk.test", "member-password-1", "Mia Member");
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await expect(memberPage.getByRole("navigation", { name: "Administration" })).toHaveCount(0);
  expect((await memberPage.goto("/dashboard/admin/customers"))?.status()).toBe(404);
  await expect(memberPage.getByRole("heading", { name: "Nothing here" })).toBeVisible();
  await open(memberPage, "/dashboard/new");
  await memberPage.getByLabel("Name").fill("Helpdesk Customer");
  await memberPage.getByRole("button", { name: "Continue" }).click();
  await expect(memberPage).toHaveURL(/\/helpdesk-customer\/onboarding$/);
  await open(memberPage, "/dashboard/helpdesk-customer/support");
  await memberPage.getByLabel("Subject").fill("Custom domain does not verify");
  await memberPage.getByLabel("Describe the problem").fill("The TXT record is in place since yesterday.");
  await memberPage.getByRole("button", { name: "Open ticket" }).click();
  await expect(memberPage).toHaveURL(/\?ticket=/);
  await expect(memberPage.getByRole("list", { name: "Messages" }).getByText("The TXT record is in place since yesterday.")).toBeVisible();

  // Staff replies from the support desk, leaving the ticket awaiting the customer.
  await open(page, "/dashboard/admin/support");
  await page.getByRole("table", { name: "Support tickets" }).getByRole("link", { name: "Custom domain does not verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Custom domain does not verify" })).toBeVisible();
  await page.getByLabel("Reply as staff").fill("Please check the record's name: it must be _docs-verify.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Messages" }).getByText("it must be _docs-verify.")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");
  await screenshots(page, testInfo, "staff-ticket");

  // The member reads the reply and answers, which reopens the ticket for staff.
  await reload(memberPage);
  await expect(memberPage.getByText("Awaiting your reply").first()).toBeVisible();
  await expect(memberPage.getByRole("list", { name: "Messages" }).getByText("Support team")).toBeVisible();
  await memberPage.getByLabel("Add a message").fill("Fixed, thank you!");
  await memberPage.getByRole("button", { name: "Send message" }).click();
  await expect(memberPage.getByText("Message sent.")).toBeVisible();
  await screenshots(memberPage, testInfo, "member-ticket");
  await memberContext.close();

  await open(page, "/dashboard/admin/support?status=open");
  await expect(page.getByRole("table", { name: "Support tickets" }).getByRole("row", { name: /Custom domain does not verify/ })).toBeVisible();

  // Support upgrades the customer: the plan applies at once, its limits with it.
  await open(page, "/dashboard/admin/customers?search=helpdesk");
  await page.getByRole("table", { name: "Customers" }).getByRole("link", { name: "Helpdesk Customer" }).click();
  await expect(page.getByRole("meter", { name: "Projects" })).toHaveAttribute("aria-valuetext", /^\d+ of 25$/);
  await expect(page.getByRole("button", { name: "Update plan" })).toBeDisabled();
  await page.getByLabel("Plan", { exact: true }).selectOption("pro");
  await page.getByLabel("Subscription", { exact: true }).selectOption("trialing");
  await page.getByRole("button", { name: "Update plan" }).click();
  await expect(page.getByText("Plan updated.")).toBeVisible();
  await expect(page.getByRole("meter", { name: "Projects" })).toHaveAttribute("aria-valuetext", /^\d+ of 100$/);
  await expect(page.getByRole("button", { name: "Update plan" })).toBeDisabled();
  await screenshots(page, testInfo, "customer-plan");

  // The events of the demo project are listed newest first and can be filtered and deleted.
  await open(page, "/dashboard/demo/events");
  const events = page.getByRole("table", { name: "Events, newest first" });
  await expect(events.getByRole("row", { name: /publish\.completed/ }).first()).toBeVisible();
  await screenshots(page, testInfo, "events");
  await page.getByLabel("Type").fill("deploy.finished");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(events.getByRole("row")).toHaveCount(2);
  await events.getByRole("button", { name: /Delete event deploy\.finished/ }).click();
  await page.getByRole("dialog", { name: "Delete this event?" }).getByRole("button", { name: "Delete event" }).click();
  await expect(page.getByText("No “deploy.finished” events")).toBeVisible();
  // A project filter naming no project says so on the field and shows the default list.
  await open(page, "/dashboard/demo/events?project=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("No project you can see has this id: showing the default.")).toBeVisible();
  await expect(events.getByRole("row", { name: /publish\.completed/ }).first()).toBeVisible();
  await expect(page.getByText("This browser does not receive notifications.")).toBeVisible();
  // The service worker registers and the VAPID key is fetched; without internet access the
  // browser's push service refuses or does not answer, which the page explains within 15 s
  // instead of waiting silently.
  await page.context().grantPermissions(["notifications"], { origin: baseURL });
  await page.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(page.getByText(/This browser receives notifications|push service (refused the subscription|did not answer)/)).toBeVisible({ timeout: 25_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/push-sw.js"))?.active?.scriptURL)).toMatch(/\/push-sw\.js$/);

  await open(page, "/dashboard/demo/subscription");
  await expect(page.getByRole("meter", { name: "Documentation projects" })).toHaveAttribute("aria-valuetext", /^[1-9]\d* of 25$/);
  await screenshots(page, testInfo, "subscription");
  noPageErrors();
});
