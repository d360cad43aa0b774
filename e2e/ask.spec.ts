import { unwrap } from "@docs-platform/client";
import { expect, test, type Page } from "@playwright/test";
import { OpenAiServer, responsesStream } from "../tests/ai/openai-server";
import { apiClient, createProjectThroughApi, failOnPageErrors, open, publishProject } from "./helpers";

/** The OpenAI-compatible server the app's AI calls reach (OPENAI_BASE_URL in playwright.config.ts). */
const openai = new OpenAiServer();

test.beforeAll(() => openai.start(Number(process.env.E2E_OPENAI_PORT)));
test.afterEach(() => openai.reset());
test.afterAll(() => openai.stop());

const content = `Keep your account safe.

## Token rotation

Rotate API tokens every 90 days from the Settings screen.

## Revoking a token

Revoke a leaked token at once under Settings, then Tokens.
`;

let published: Promise<{ page: string }> | undefined;

/** One small public project, published once for the specs below: its page with the passages Ask AI cites. */
function publishedPage() {
  published ??= (async () => {
    const api = apiClient();
    const { organization, project, documentation } = await createProjectThroughApi(api, `Ask ${Date.now().toString(36)}`);
    const initialized = await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: documentation } }));
    await unwrap(
      api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", {
        params: { path: { ...documentation, version_id: initialized.version_id, section_id: initialized.section_id, entry_id: initialized.entry_id } },
        body: { content },
      }),
    );
    await publishProject(api, project.documentation_id);
    return { page: `/docs/${organization.slug}/${project.slug}/getting-started/introduction` };
  })();
  return published;
}

/** Opens the search with "/" and chooses "Ask AI about …" for the question by keyboard. */
async function askFromSearch(page: Page, question: string) {
  await page.locator("main h1").click();
  await page.keyboard.press("/");
  const search = page.getByRole("combobox", { name: "Search the documentation" });
  await expect(search).toBeFocused();
  await page.keyboard.type(question);
  const askOption = page.getByRole("option", { name: `Ask AI about “${question}”` });
  await expect(askOption).toBeVisible();
  // The first page found is chosen; Ask AI is the entry above it.
  if ((await askOption.getAttribute("aria-selected")) !== "true") await page.keyboard.press("ArrowUp");
  await expect(askOption).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(search).toBeHidden();
}

test("Ask AI from the search box by keyboard: a streamed answer citing a real page at its heading", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { page: pagePath } = await publishedPage();
  openai.answer("/responses", () => responsesStream(["Rotate API tokens ", "every 90 days [1]."]));
  await open(page, pagePath);

  await askFromSearch(page, "How often should I rotate API tokens?");
  const panel = page.getByRole("dialog", { name: "Ask AI" });
  await expect(panel).toBeVisible();
  const log = panel.getByRole("log");
  await expect(log.locator(".ask-user")).toHaveText("How often should I rotate API tokens?");
  const answer = log.locator(".ask-assistant").last();
  // Both streamed pieces, then the sources once the answer is done.
  await expect(answer.locator(".ask-text")).toHaveText("Rotate API tokens every 90 days [1].");
  await expect(answer).not.toHaveAttribute("aria-busy");
  const sent = openai.requests.find((call) => call.path === "/responses")!.body;
  expect(sent.stream).toBe(true);
  expect(JSON.stringify(sent.input)).toContain("Question: How often should I rotate API tokens?");

  // The citation and the source both lead to the page, at the heading the passage sits under.
  const target = `${pagePath}#token-rotation`;
  await expect(answer.locator("a.ask-cite")).toHaveAttribute("href", target);
  const source = answer.getByRole("link", { name: "Introduction › Token rotation" });
  await expect(source).toHaveAttribute("href", target);
  await expect(answer.locator(".ask-sources blockquote")).toHaveText("Rotate API tokens every 90 days from the Settings screen.");
  await page.screenshot({ path: testInfo.outputPath("ask-answer.png") });

  // A follow-up typed in the panel (Enter sends) carries the conversation.
  await expect(panel.getByRole("textbox", { name: "Your question" })).toBeFocused();
  openai.reset();
  openai.answer("/responses", () => responsesStream(["Revoke it under Settings, then Tokens [1]."]));
  await page.keyboard.type("And a leaked token?");
  await page.keyboard.press("Enter");
  await expect(log.locator(".ask-assistant").last().locator(".ask-text")).toHaveText("Revoke it under Settings, then Tokens [1].");
  expect(JSON.stringify(openai.requests[0]!.body.input)).toContain("Rotate API tokens every 90 days [1].");

  // Escape closes the panel; opened again from the header, it still holds the conversation, whose source link opens the page at its heading.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Ask AI" }).click();
  await expect(panel).toBeVisible();
  await source.click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
  await expect(page.locator("#token-rotation")).toHaveText(/Token rotation/);
  await expect(page.locator("#token-rotation")).toBeInViewport();
  noPageErrors();
});

test("Ask AI is usable on a phone: the panel fills the screen, and the answer and its source fit", async ({ page }, testInfo) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const { page: pagePath } = await publishedPage();
  openai.answer("/responses", () => responsesStream(["Rotate API tokens ", "every 90 days [1]."]));
  await open(page, pagePath);

  await page.getByRole("button", { name: "Ask AI" }).click();
  const panel = page.getByRole("dialog", { name: "Ask AI" });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(375);
  expect(box.height).toBe(740);
  const question = panel.getByRole("textbox", { name: "Your question" });
  await expect(question).toBeFocused();
  await question.fill("How often should I rotate API tokens?");
  const send = panel.getByRole("button", { name: "Send" });
  await expect(send).toBeInViewport({ ratio: 1 });
  await send.click();
  const answer = panel.locator(".ask-assistant").last();
  await expect(answer.locator(".ask-text")).toHaveText("Rotate API tokens every 90 days [1].");
  const source = answer.getByRole("link", { name: "Introduction › Token rotation" });
  await expect(source).toBeVisible();
  // Nothing spills sideways: no horizontal scrolling in the panel or the page.
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const element of [source, question, send, panel.getByRole("button", { name: "Close" })]) {
    const bounds = (await element.boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(375);
  }
  await page.screenshot({ path: testInfo.outputPath("ask-phone.png") });
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  noPageErrors();
});
