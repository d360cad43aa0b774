import { expect, test, type Page } from "@playwright/test";
import { createProject, failOnPageErrors, open, reload, signIn } from "./helpers";

const introduction = "/getting-started/introduction";
/** A link to a page the project does not have, so every publish finds one broken link; and a variable. */
const brokenLinkText = "Welcome to {{ product }}. See [the setup](setup.md).";

const projectTab = (page: Page, name: string) => page.getByRole("navigation", { name: "Project" }).getByRole("link", { name });
const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/**
 * Creates a project, starts it from the blank scaffold with an introduction linking to a missing
 * page, and answers the address of its published site (`/docs/{org}/{project}`).
 */
async function createProjectWithBrokenLink(page: Page, name: string) {
  await createProject(page, name);
  await page.getByRole("button", { name: "Start with a blank scaffold" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await page.getByRole("textbox", { name: "Page content (markdown)" }).fill(`${brokenLinkText}\n`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await projectTab(page, "Settings").click();
  const slug = await section(page, "General").getByLabel("Slug").inputValue();
  expect(slug).not.toBe("");
  return `/docs/demo/${slug}`;
}

/** Starts a publish from the Publish tab; the caller waits for the outcome it expects. */
async function startPublish(page: Page) {
  await projectTab(page, "Publish").click();
  const publishButton = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publishButton).toBeEnabled();
  await publishButton.click();
  return section(page, "Publish");
}

/** Publishes and waits until the publish has completed and the page shows its results. */
async function publish(page: Page) {
  const panel = await startPublish(page);
  await expect(panel.getByText("Completed")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Publish history" }).getByRole("row").nth(1)).toContainText("Completed");
}

test("settings shape the live site, and the Publish tab lists the broken links", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const site = await createProjectWithBrokenLink(page, `Handbook ${Date.now().toString(36)}`);
  const color = "#0f766e";
  const placeholder = "Search the handbook";

  const theme = section(page, "Theme");
  const primaryColor = theme.getByLabel("Primary color", { exact: true });
  await primaryColor.fill(color);
  await theme.getByRole("button", { name: "Save theme" }).click();
  await expect(page.getByText("Theme saved.")).toBeVisible();

  const navigation = section(page, "Navigation");
  await navigation.getByRole("checkbox", { name: "Show breadcrumbs" }).uncheck();
  await navigation.getByRole("checkbox", { name: "Show edit links" }).check();
  await navigation.getByRole("button", { name: "Save navigation" }).click();
  await expect(page.getByText("Navigation saved.")).toBeVisible();

  const search = section(page, "Search");
  await search.getByLabel("Search placeholder").fill(placeholder);
  await search.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search settings saved.")).toBeVisible();

  // A color the API refuses: its message shows under the field, and the stored color stays.
  await primaryColor.fill("red");
  await theme.getByRole("button", { name: "Save theme" }).click();
  await expect(primaryColor).toHaveAttribute("aria-invalid", "true");
  await expect(primaryColor).toHaveAccessibleDescription(/hex color/);
  await reload(page);
  await expect(primaryColor).toHaveValue(color);
  await expect(navigation.getByRole("checkbox", { name: "Show breadcrumbs" })).not.toBeChecked();
  await expect(navigation.getByRole("checkbox", { name: "Show edit links" })).toBeChecked();
  await expect(search.getByLabel("Search placeholder")).toHaveValue(placeholder);
  // The demo organization's free plan has no password protection, as the API enforces.
  await expect(page.getByText("Password protection is not part of the free plan")).toBeVisible();
  const askAi = section(page, "Ask AI");
  await askAi.getByRole("checkbox", { name: "Offer Ask AI" }).uncheck();
  await askAi.getByRole("button", { name: "Save Ask AI" }).click();
  await expect(page.getByText("Ask AI settings saved.")).toBeVisible();
  // An announcement: a link needs its address, which the API says and the form shows.
  const announcement = section(page, "Announcement");
  await announcement.getByRole("checkbox", { name: "Show an announcement" }).check();
  await announcement.getByLabel("Message").fill("Version 3 is out.");
  await announcement.getByLabel("Link text").fill("What's new");
  await announcement.getByRole("button", { name: "Save announcement" }).click();
  await expect(announcement.getByLabel("Link address")).toHaveAttribute("aria-invalid", "true");
  await announcement.getByLabel("Link address").fill("https://example.com/v3");
  await announcement.getByRole("button", { name: "Save announcement" }).click();
  await expect(page.getByText("Announcement saved.")).toBeVisible();
  // Variables: a name given twice is caught before saving, by the row that repeats it.
  const variables = section(page, "Variables");
  await expect(variables).toContainText("No variables yet.");
  await variables.getByRole("button", { name: "Add variable" }).click();
  await expect(variables.getByLabel("Name of variable 1")).toBeFocused();
  await page.keyboard.type("product");
  await variables.getByLabel("Value of variable 1").fill("Acme Cloud");
  await variables.getByRole("button", { name: "Add variable" }).click();
  await page.keyboard.type("product");
  await variables.getByRole("button", { name: "Save variables" }).click();
  await expect(variables.getByLabel("Name of variable 2")).toHaveAccessibleDescription("Another variable above has this name.");
  await variables.getByRole("button", { name: "Remove variable 2" }).click();
  await variables.getByLabel("Value of variable 1").press("Enter");
  await expect(page.getByText("Variables saved. Publish to show them to readers.")).toBeVisible();
  const footer = section(page, "Footer");
  // A column starts with one link, its title focused; its fields are told apart from other lists'.
  await footer.getByRole("button", { name: "Add column" }).click();
  await expect(footer.getByLabel("Title of column 1")).toBeFocused();
  await page.keyboard.type("Product");
  await footer.getByLabel("Label of link 1 in column 1").fill("Pricing");
  await footer.getByLabel("URL of link 1 in column 1").fill("https://acme.example/pricing");
  await footer.getByLabel("GitHub").fill("https://github.com/acme");
  await footer.getByLabel("Copyright").fill("© 2026 Acme");
  await footer.getByLabel("Copyright").press("Enter");
  await expect(page.getByText("Footer saved.")).toBeVisible();

  await publish(page);
  const brokenLinks = section(page, "Broken links");
  await expect(brokenLinks.getByRole("status")).toHaveText("1 broken link");
  const rows = brokenLinks.getByRole("table", { name: "Broken links" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole("cell")).toHaveText([introduction, "setup.md", "Missing page"]);
  await expect(rows.nth(1).getByRole("link", { name: introduction })).toHaveAttribute("href", `${site}${introduction}`);
  await expect(brokenLinks).toContainText("Publishes go live even with broken links.");

  await open(page, `${site}${introduction}`);
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  await expect(page.getByText("Welcome to Acme Cloud.")).toBeVisible();
  const siteFooter = page.getByRole("contentinfo");
  await expect(siteFooter.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/acme");
  await expect(siteFooter.getByRole("navigation", { name: "Product" }).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "https://acme.example/pricing");
  await expect(siteFooter).toContainText("© 2026 Acme");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--docs-primary").trim())).toBe(color);
  await expect(page.locator("nav[aria-label=Breadcrumb]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: placeholder })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask AI" })).toHaveCount(0);
  // The announcement, closed by keyboard, stays closed on the next page and after a reload.
  const banner = page.getByRole("region", { name: "Announcement" });
  await expect(banner).toHaveText(/Version 3 is out\. What's new/);
  await expect(banner.getByRole("link", { name: "What's new" })).toHaveAttribute("href", "https://example.com/v3");
  await banner.getByRole("button", { name: "Dismiss announcement" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect(page.locator(".site-header .brand")).toBeFocused();
  await reload(page);
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  await expect(banner).toBeHidden();
  noPageErrors();
});

test("redirects send readers on until deleted, and a project failing on broken links refuses to publish", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const site = await createProjectWithBrokenLink(page, `Atlas ${Date.now().toString(36)}`);
  await publish(page);

  await projectTab(page, "Redirects").click();
  await expect(page.getByRole("heading", { name: "No redirects yet" })).toBeVisible();
  const redirectsUrl = page.url();
  await page.getByLabel("From path").fill("/old-intro");
  await page.getByLabel("To path").fill(introduction);
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText(`/old-intro now redirects to ${introduction}.`)).toBeVisible();
  const redirects = page.getByRole("table", { name: "Redirects" }).getByRole("row");
  await expect(redirects).toHaveCount(2);
  await expect(redirects.nth(1).getByRole("cell").nth(0)).toHaveText("/old-intro");
  await expect(redirects.nth(1).getByRole("cell").nth(1)).toHaveText(introduction);
  await expect(redirects.nth(1).getByRole("cell").nth(2)).toHaveText("Manual");
  await expect(page.getByLabel("From path")).toHaveValue("");

  // The old path leads to the introduction, which shows its breadcrumbs by default.
  await open(page, `${site}/old-intro`);
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${site}${introduction}`);
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  await expect(page.locator("nav[aria-label=Breadcrumb]")).toBeVisible();

  await open(page, redirectsUrl);
  await page.getByRole("button", { name: "Delete redirect from /old-intro" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this redirect?" });
  await expect(confirm).toContainText("Page not found");
  await confirm.getByRole("button", { name: "Delete redirect", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("The redirect from /old-intro was deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No redirects yet" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Redirects" })).toHaveCount(0);

  await projectTab(page, "Settings").click();
  const publishing = section(page, "Publishing");
  await publishing.getByRole("checkbox", { name: "Fail publishes with broken links" }).check();
  await publishing.getByRole("button", { name: "Save publishing settings" }).click();
  await expect(page.getByText("Publishing settings saved.")).toBeVisible();

  const panel = await startPublish(page);
  await expect(panel.getByRole("alert")).toHaveText(
    /^The publish failed: The publish found 1 broken link and the project fails publishes with broken links: \/getting-started\/introduction → setup\.md \(missing page\)\./,
    { timeout: 30_000 },
  );
  await expect(page.getByRole("table", { name: "Publish history" }).getByRole("row").nth(1)).toContainText("Failed");
  const brokenLinks = section(page, "Broken links");
  await expect(brokenLinks).toContainText("(which failed)");
  await expect(brokenLinks).toContainText("Publishes that find broken links fail before going live.");
  await expect(brokenLinks.getByRole("table", { name: "Broken links" }).getByRole("row").nth(1)).toContainText("setup.md");
  noPageErrors();
});
