import { expect, test, type Page } from "@playwright/test";
import { createProject, failOnPageErrors, signIn } from "./helpers";

/** Creates an empty project and lands on its empty state. */
async function createEmptyProject(page: Page, name: string) {
  await createProject(page, name);
  await expect(page.getByText("This project is empty")).toBeVisible();
}

test("start empty projects from a template and from uploaded markdown files", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page);

  await createEmptyProject(page, `Templated ${Date.now().toString(36)}`);
  await page.screenshot({ path: testInfo.outputPath("start-options.png"), fullPage: true });
  await page.getByRole("button", { name: /^From a template/ }).click();
  const templates = page.getByRole("dialog", { name: "From a template" });
  await templates.getByRole("radio", { name: /^API reference/ }).check();
  await page.screenshot({ path: testInfo.outputPath("template-dialog.png") });
  await templates.getByRole("button", { name: "Use this template" }).click();
  const sections = page.getByRole("region", { name: "Sections" });
  await expect(sections.getByRole("button", { name: "Getting started", exact: true })).toBeVisible();
  await expect(sections.getByRole("button", { name: "Endpoints", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pages of Getting started" }).getByRole("button", { name: "Introduction", exact: true })).toBeVisible();

  await createEmptyProject(page, `Uploaded ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: /^Upload markdown files/ }).click();
  const upload = page.getByRole("dialog", { name: "Upload markdown files" });
  await upload.getByLabel("Markdown files or a zip archive").setInputFiles([
    { name: "install.md", mimeType: "text/markdown", buffer: Buffer.from("---\ntitle: Install\norder: 1\n---\n\nRun the installer.\n") },
    { name: "configure.md", mimeType: "text/markdown", buffer: Buffer.from("# Configure\n\nSet the options.\n") },
  ]);
  await upload.getByRole("button", { name: "Upload and import" }).click();
  const pages = page.getByRole("region", { name: /^Pages of / });
  await expect(pages.getByRole("button", { name: /^(Install|Configure)$/ })).toHaveText(["Install", "Configure"]);
  noPageErrors();
});
