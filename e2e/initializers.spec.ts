import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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
  const refused: string[] = [];
  page.on("response", (response) => void (response.status() >= 400 && refused.push(`${response.status()} ${response.url()}`)));

  await createEmptyProject(page, `Templated ${Date.now().toString(36)}`);
  // The start screen renders with the project's latest import (none): it asks the API nothing that answers 404.
  await page.waitForLoadState("networkidle");
  expect(refused).toEqual([]);
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
  // The first section opens on its first page; choosing another opens its first page, inside a folder there.
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await sections.getByRole("button", { name: "Endpoints", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Create a customer" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]entry=/);

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

/** A small documentation site: a start page linking to two guides. */
const site: Record<string, string> = {
  "/docs/": `<h1>Acme Docs</h1><p>Welcome to Acme.</p><a href="/docs/install">Install</a> <a href="/docs/usage">Usage</a>`,
  "/docs/install": `<h1>Install</h1><p>Download the installer and run it.</p>`,
  "/docs/usage": `<h1>Usage</h1><p>Start the service with <code>acme start</code>.</p>`,
};

test("import a website in the background, following its progress", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  const server = createServer((request, response) => {
    const body = site[request.url ?? ""];
    if (body) response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Acme</title></head><body><main>${body}</main></body></html>`);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await signIn(page);
    await createEmptyProject(page, `Imported ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: /^Import a website/ }).click();
    const dialog = page.getByRole("dialog", { name: "Import a website" });
    await dialog.getByLabel("Address of the site").fill(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/`);
    await dialog.getByRole("button", { name: "Import" }).click();
    // The import runs as a job; when it completes the editor opens on its pages.
    const pages = page.getByRole("region", { name: /^Pages of / });
    await expect(pages.getByRole("button", { name: "Install", exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(pages.getByRole("button", { name: "Usage", exact: true })).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  noPageErrors();
});
