import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { createProject, failOnPageErrors, open, signIn } from "./helpers";

/** A word no other page contains, so the site's search finds exactly this page. */
const marker = `zephyrquasar${Date.now().toString(36)}`;

const projectTab = (page: Page, name: string) => page.getByRole("navigation", { name: "Project" }).getByRole("link", { name });

/** Starts the project from the blank scaffold and writes its introduction; answers the editor's address of that page. */
async function writeIntroduction(page: Page, text: string) {
  await page.getByRole("button", { name: "Start with a blank scaffold" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await page.getByRole("textbox", { name: "Page content (markdown)" }).fill(`${text}\n`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  return page.url();
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}-light.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: testInfo.outputPath(`${name}-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
}

test("publish from the dashboard, then read and search the live site", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const projectName = `Field guide ${Date.now().toString(36)}`;
  await createProject(page, projectName);

  // Before any content, publishing is disabled and says why.
  await projectTab(page, "Publish").click();
  const publishButton = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publishButton).toBeDisabled();
  await expect(publishButton).toHaveAccessibleDescription(/no content yet/);
  await expect(page.getByRole("heading", { name: "Never published" })).toBeVisible();

  await projectTab(page, "Editor").click();
  await writeIntroduction(page, `The ${marker} lighthouse guides every ship home.`);

  await projectTab(page, "Publish").click();
  await expect(publishButton).toBeEnabled();
  await screenshots(page, testInfo, "publish-never");
  await publishButton.click();

  // Progress is polled until the publish completes; the live site and history then show it.
  const panel = page.getByRole("region", { name: "Publish" });
  await expect(panel.getByText("Latest publish")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("Completed")).toBeVisible();
  await expect(page.getByText(/Published \d+ pages?\./)).toBeVisible();
  const history = page.getByRole("table", { name: "Publish history" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1)).toContainText("Completed");
  await expect(history.getByRole("row").nth(1)).toContainText("e2e-owner@example.com");
  const liveLink = page.getByRole("region", { name: "Live site" }).getByRole("link", { name: "Open live site" });
  await expect(liveLink).toHaveAttribute("href", /^\/docs\/demo\/field-guide-[\w-]+$/);
  await screenshots(page, testInfo, "publish-done");
  const siteHref = (await liveLink.getAttribute("href"))!;

  // The organization's overview lists the newest projects (other specs create theirs meanwhile),
  // and the projects' list links each published one to its live site.
  await open(page, "/dashboard/demo");
  await expect(page.getByRole("region", { name: "Documentation" }).getByRole("list", { name: "Documentation projects" })).toBeVisible();
  await open(page, "/dashboard/demo/documentation");
  await expect(page.getByRole("link", { name: `Live site of ${projectName}` })).toHaveAttribute("href", siteHref);

  // The live site serves the page, and its search box finds it by the distinctive word.
  await open(page, siteHref);
  await expect(page.getByText(`The ${marker} lighthouse guides every ship home.`)).toBeVisible();
  await page.getByRole("button", { name: /^Search/ }).click();
  await page.getByRole("combobox", { name: "Search the documentation" }).fill(marker);
  const result = page.getByRole("option", { name: /Introduction/ }).filter({ has: page.locator("mark") });
  await expect(result).toBeVisible();
  await expect(result.locator("mark")).toHaveText(marker);
  const target = (await result.getAttribute("data-href"))!;
  await result.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(target, page.url()).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  noPageErrors();
});

test("back up to a Git repository and restore a backup", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const remote = path.join(mkdtempSync(path.join(tmpdir(), "docs-e2e-backup-")), "backup.git");
  execFileSync("git", ["init", "--bare", "--quiet", "--initial-branch=main", remote]);
  await signIn(page);
  await createProject(page, `Runbook ${Date.now().toString(36)}`);
  const editorUrl = await writeIntroduction(page, "The first edition.");

  await projectTab(page, "Backups").click();
  await expect(page.getByRole("button", { name: "Back up now" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "No backups yet" })).toBeVisible();

  // An invalid address is explained next to the field.
  const url = page.getByLabel("Repository URL");
  await url.fill("not a repository");
  await page.getByRole("button", { name: "Set up backups" }).click();
  await expect(url).toHaveAccessibleDescription(/Not a URL/);

  await url.fill(`file://${remote}`);
  await page.getByLabel("Access token (optional)").fill("secret-token-value");
  await page.getByRole("button", { name: "Set up backups" }).click();
  await expect(page.getByText("A token is stored for this repository.")).toBeVisible();
  await expect(page.getByLabel("Access token (optional)")).toHaveValue("");
  await expect(page.getByLabel("Branch (optional)")).toHaveValue(/^docs-platform\//);
  await expect(page.locator("body")).not.toContainText("secret-token-value");

  await page.getByRole("button", { name: "Back up now" }).click();
  const backups = page.getByRole("table", { name: "Backups" });
  await expect(backups.getByRole("row").nth(1)).toContainText("Completed", { timeout: 30_000 });
  await expect(backups.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText(/^[0-9a-f]{7}$/);
  await screenshots(page, testInfo, "backups");

  // Change the page, then restore the backup: the first edition returns.
  await open(page, editorUrl);
  await page.getByRole("textbox", { name: "Page content (markdown)" }).fill("The second edition.\n");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await projectTab(page, "Backups").click();
  await backups.getByRole("button", { name: /^Restore backup / }).first().click();
  const confirm = page.getByRole("dialog", { name: "Restore this backup?" });
  await expect(confirm).toContainText("replaced by the backup");
  await expect(confirm).toContainText("read-only");
  await page.screenshot({ path: testInfo.outputPath("restore-dialog-light.png") });
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText(/Restore completed\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Latest restore" })).toContainText("Completed");

  await open(page, editorUrl);
  await expect(page.getByRole("textbox", { name: "Page content (markdown)" })).toContainText("The first edition.");
  noPageErrors();
});
