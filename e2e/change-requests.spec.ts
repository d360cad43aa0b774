import { expect, test } from "@playwright/test";
import { unwrap } from "@docs-platform/client";
import { createProject, failOnPageErrors, open, reload, sessionClient, signIn } from "./helpers";

test("a change request is reviewed on its diff, commented on a line and merged", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  await signIn(page);
  await createProject(page, "Reviewed Guide");
  const api = sessionClient(page);
  const organization_id = (await unwrap(api.GET("/api/v1/organization")))[0]!.organization_id;
  const documentation_id = page.url().split("/documentation/")[1]!.split(/[/?#]/)[0]!;
  const project = { organization_id, documentation_id };
  const init = await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: project } }));
  const version = { ...project, version_id: init.version_id };
  const opened = await unwrap(
    api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests", { params: { path: version }, body: { title: "Friendlier welcome" } }),
  );
  const branch = { ...version, change_request_id: opened.change_request_id, section_id: init.section_id, entry_id: init.entry_id };
  await unwrap(
    api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry/{entry_id}", {
      params: { path: branch },
      body: { content: "# Welcome\n\nA friendlier first line.\n\nSee [the new page](branch-page).\n" },
    }),
  );
  await unwrap(
    api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/change-requests/{change_request_id}/section/{section_id}/entry", {
      params: { path: branch },
      body: { title: "Branch page", content: "Only in the branch." },
    }),
  );

  await page.getByRole("link", { name: "Change requests" }).click();
  await page.getByRole("link", { name: "Friendlier welcome" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Friendlier welcome" })).toBeVisible();
  const changes = page.getByRole("article", { name: "Introduction" });
  await expect(changes).toContainText("A friendlier first line.");
  await page.getByRole("button", { name: "Inline" }).click();
  await expect(page.getByRole("button", { name: "Inline" })).toHaveAttribute("aria-pressed", "true");

  await changes.getByRole("button", { name: "Comment on line 3" }).click();
  await changes.getByRole("textbox", { name: "Your comment on line 3" }).fill("Nice.");
  await changes.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(changes).toContainText("Nice.");

  // The editor works in the branch: it shows the proposed text, the draft keeps its own.
  await page.getByRole("link", { name: "Edit in this change request" }).click();
  await expect(page.getByText("Editing the change request")).toBeVisible();
  await open(page, `${new URL(page.url()).pathname}?change_request=${opened.change_request_id}&section=${init.section_id}&entry=${init.entry_id}`);
  await expect(page.getByText("A friendlier first line.").first()).toBeVisible();
  // The preview finds the pages of the branch: a page only the change request adds is no broken link.
  const newPageLink = page.getByRole("region", { name: "Preview" }).getByRole("link", { name: "the new page" });
  await expect(newPageLink).toHaveAttribute("href", new RegExp(`^\\?change_request=${opened.change_request_id}&`));
  await expect(newPageLink).not.toHaveAttribute("title");
  // So does the Page dialog.
  await page.getByRole("button", { name: "Page", exact: true }).click();
  const pagePicker = page.getByRole("dialog", { name: "Insert a page" });
  await pagePicker.getByLabel("Find a page").fill("branch");
  await expect(pagePicker.getByRole("list", { name: "Pages found" }).getByRole("button", { name: /Branch page/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(pagePicker).toBeHidden();
  await page.getByRole("link", { name: "Back to the review" }).click();

  await page.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByText("Merged into the draft.")).toBeVisible();
  await reload(page);
  await expect(page.getByText("merged", { exact: true }).first()).toBeVisible();
  const merged = await unwrap(
    api.GET("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", { params: { path: branch } }),
  );
  expect(merged.content).toContain("A friendlier first line.");

  const preview = await page.request.get(`/preview/change-requests/${opened.change_request_id}`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  await open(page, `/preview/change-requests/${opened.change_request_id}`);
  await expect(page.getByText("A friendlier first line.")).toBeVisible();
  noPageErrors();
});
