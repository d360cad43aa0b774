import { expect, test, type Page } from "@playwright/test";
import { errorAnswer, imageAnswer, OpenAiServer, responsesStream } from "../tests/ai/openai-server";
import { createProject, failOnPageErrors, signIn } from "./helpers";

/** The OpenAI-compatible server the app's AI calls reach (OPENAI_BASE_URL in playwright.config.ts). */
const openai = new OpenAiServer();

test.beforeAll(() => openai.start(Number(process.env.E2E_OPENAI_PORT)));
test.afterEach(() => openai.reset());
test.afterAll(() => openai.stop());

const editorBox = (page: Page) => page.getByRole("textbox", { name: "Page content (markdown)" });

/** A new project with a section and a page open in the editor. */
async function openNewPage(page: Page) {
  await createProject(page, `AI handbook ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Start with a blank scaffold" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible();
  await page.getByRole("button", { name: "New section" }).click();
  const sectionDialog = page.getByRole("dialog", { name: "New section" });
  await sectionDialog.getByLabel("Title").fill("Guides");
  await sectionDialog.getByRole("button", { name: "Create section" }).click();
  await expect(sectionDialog).toBeHidden();
  // The new section's empty page list replaces the previous section's: a click before then is lost.
  await expect(page.getByText("No pages yet. Add a page to start writing.")).toBeVisible();
  const pageDialog = page.getByRole("dialog", { name: "New page" });
  await expect(async () => {
    await page.getByRole("button", { name: "New page" }).click();
    await expect(pageDialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await pageDialog.getByLabel("Title").fill("Install");
  await pageDialog.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Install" })).toBeVisible();
}

test("revise a selection with AI: presets, streamed revision, diff, accept, reject and errors", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page);
  await openNewPage(page);
  await editorBox(page).fill("# Install\n\nnpm i acme to install.\n\nThen run it.\n");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Select the middle line, then Ctrl+J: the selection is what gets revised.
  await editorBox(page).getByText("npm i acme to install.").click();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+End");
  await page.keyboard.press("Control+j");
  const dialog = page.getByRole("dialog", { name: "Revise the selection with AI" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Instruction" })).toBeFocused();

  openai.answer("/responses", () => responsesStream(["Run `npm install acme` ", "to install the SDK."]));
  await dialog.getByRole("button", { name: "Improve writing" }).click();
  await expect(dialog.getByText("Proposed: 4 words added, 1 removed.")).toBeVisible();
  const changes = dialog.getByRole("region", { name: "Proposed changes" });
  await expect(changes.locator("ins").first()).toHaveText("Run `");
  await expect(changes.locator("del").first()).toHaveText("i");
  const sent = openai.requests[0]!.body;
  expect(sent.stream).toBe(true);
  expect(JSON.stringify(sent.input)).toContain("Improve the writing");
  expect(JSON.stringify(sent.input)).toContain("npm i acme to install.");
  expect(JSON.stringify(sent.input)).not.toContain("Then run it.");
  await page.screenshot({ path: testInfo.outputPath("ai-diff.png") });
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();
  await expect(editorBox(page)).toContainText("# Install");
  await expect(editorBox(page)).toContainText("Run `npm install acme` to install the SDK.");
  await expect(editorBox(page)).toContainText("Then run it.");
  await expect(editorBox(page)).not.toContainText("npm i acme");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // Nothing selected (the accepted revision was; the caret leaves it): the whole page. Escape cancels and changes nothing.
  await expect(editorBox(page)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Control+j");
  const whole = page.getByRole("dialog", { name: "Revise the page with AI" });
  await expect(whole).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(whole).toBeHidden();

  // A typed instruction; the proposal is rejected.
  await page.getByRole("button", { name: "AI", exact: true }).click();
  openai.answer("/responses", () => responsesStream(["# Installation\n\nSomething else entirely.\n"]));
  await whole.getByRole("textbox", { name: "Instruction" }).fill("Rewrite everything.");
  await whole.getByRole("textbox", { name: "Instruction" }).press("Enter");
  await expect(whole.getByRole("region", { name: "Proposed changes" }).locator("ins")).toHaveText("# Installation\n\nSomething else entirely.\n");
  await whole.getByRole("button", { name: "Result" }).click();
  await expect(whole.getByRole("region", { name: "Proposed text" })).toHaveText("# Installation\n\nSomething else entirely.\n");
  await whole.getByRole("button", { name: "Reject" }).click();
  await expect(whole).toBeHidden();
  await expect(editorBox(page)).toContainText("Then run it.");

  // A failing provider: the writer reads why, and can try again.
  await page.keyboard.press("Control+j");
  openai.answer("/responses", () => errorAnswer(500, "The model is overloaded."));
  await whole.getByRole("button", { name: "Fix grammar" }).click();
  await expect(whole.getByRole("alert")).toContainText("The model is overloaded.");
  await whole.getByRole("button", { name: "Cancel" }).click();

  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  noPageErrors();
});

test("generate an image with AI, insert it into the page, and discard one from the asset library", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page);
  await openNewPage(page);
  openai.answer("/images/generations", () => imageAnswer());

  await page.getByRole("button", { name: "Image", exact: true }).click();
  const insert = page.getByRole("dialog", { name: "Insert image" });
  await insert.getByRole("button", { name: "Generate with AI" }).click();
  await insert.getByLabel("Describe the image").fill("How a publish flows from editor to CDN");
  await insert.getByLabel("Style").selectOption("diagram");
  await insert.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(insert.getByRole("img", { name: "How a publish flows from editor to CDN" })).toBeVisible();
  await expect(insert.getByText("how-a-publish-flows-from-editor-to-cdn.png", { exact: true })).toBeVisible();
  expect(openai.requests[0]!.body.prompt).toContain("technical diagram");
  await page.screenshot({ path: testInfo.outputPath("ai-image.png") });
  await insert.getByRole("button", { name: "Insert into page" }).click();
  await expect(insert).toBeHidden();
  await expect(editorBox(page)).toContainText(/!\[How a publish flows from editor to CDN\]\(\/api\/v1\/documentation\/[\w-]+\/[\w-]+\/asset\/[\w-]+\/file\)/);

  // From the asset library: generated, then discarded.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("navigation", { name: "Project" }).getByRole("link", { name: "Assets" }).click();
  const assets = page.getByRole("list", { name: "Assets" });
  await expect(assets.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Generate image" }).click();
  const generate = page.getByRole("dialog", { name: "Generate an image with AI" });
  await generate.getByLabel("Describe the image").fill("A rocket icon");
  await generate.getByLabel("Style").selectOption("icon");
  await generate.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(generate.getByRole("img", { name: "A rocket icon" })).toBeVisible();
  await expect(assets.getByRole("listitem")).toHaveCount(2);
  await generate.getByRole("button", { name: "Discard" }).click();
  await expect(generate.getByLabel("Describe the image")).toBeVisible();
  await expect(assets.getByRole("listitem")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(generate).toBeHidden();
  noPageErrors();
});
