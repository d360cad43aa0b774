import { expect, test } from "@playwright/test";
import { unwrap, type DocsClient } from "@docs-platform/client";
import { apiClient, createOnePageProject, createProjectThroughApi, failOnPageErrors, open, publishProject } from "./helpers";

/** One-page projects live for their test only: the e2e organization's free plan counts projects. */
const onePageProjects: { organization_id: string; documentation_id: string }[] = [];
test.afterEach(async () => {
  const api = apiClient();
  for (const path of onePageProjects.splice(0)) await unwrap(api.DELETE("/api/v1/documentation/{organization_id}/{documentation_id}", { params: { path } }));
});

async function onePageProject(api: DocsClient, name: string, content: string) {
  const created = await createOnePageProject(api, name, content);
  onePageProjects.push(created.documentation);
  return created;
}

/** A word no other page contains, so the site's search finds exactly this page. */
const marker = `quillwhisk${Date.now().toString(36)}`;
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><rect width="28" height="28" fill="#d9480f"/></svg>`;

const content = `Install the ${marker} command line.

::::tabs
:::tab npm
Run the npm installer.
:::
:::tab pnpm
Run the pnpm installer.
:::
::::

\`\`\`bash
npm install --global acme-cli
\`\`\`
`;

test("a published site shows its theme and logo, works by keyboard and mouse, and follows moved pages", async ({ page, context }) => {
  const noPageErrors = failOnPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const api = apiClient();
  const { organization, project, documentation } = await createProjectThroughApi(api, `Site ${Date.now().toString(36)}`);
  const initialized = await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: documentation } }));
  const entry = { ...documentation, version_id: initialized.version_id, section_id: initialized.section_id, entry_id: initialized.entry_id };
  const updateEntry = (body: { content?: string; slug?: string }) =>
    unwrap(api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", { params: { path: entry }, body }));
  await updateEntry({ content });
  const form = new FormData();
  form.append("file", new Blob([logoSvg], { type: "image/svg+xml" }), "logo.svg");
  const logo = await unwrap(
    api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/asset", {
      params: { path: documentation },
      // The client would send JSON; the form goes as it is, with its multipart boundary.
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
  await unwrap(
    api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/config", {
      params: { path: documentation },
      body: { theme: { primary_color: "#d9480f" }, logo_asset_id: logo.asset_id },
    }),
  );
  const publish = () => publishProject(api, project.documentation_id);
  await publish();

  const site = `/docs/${organization.slug}/${project.slug}`;
  const introduction = `${site}/getting-started/introduction`;
  await open(page, introduction);
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();

  // Theme and logo.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--docs-primary").trim())).toBe("#d9480f");
  // As text the brand colour is darkened until it reads on the page (4.0:1 as it is).
  const primaryText = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--docs-primary-text").trim());
  expect(primaryText).not.toBe("#d9480f");
  const rgb = [1, 3, 5].map((at) => parseInt(primaryText.slice(at, at + 2), 16)).join(", ");
  await expect(page.getByRole("link", { name: "Introduction" }).and(page.locator("[aria-current=page]"))).toHaveCSS("color", `rgb(${rgb})`);
  const logoImage = page.locator("header img.logo");
  await expect(logoImage).toBeVisible();
  await expect(logoImage).toHaveAttribute("src", new RegExp(`/-/assets/${logo.asset_id}/logo\\.svg$`));
  expect(await logoImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Link previews: the page names its social card, which the browser can show.
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toMatch(new RegExp(`${site}/-/og/getting-started/introduction\\.png\\?v=[\\w-]+$`));
  const cardSize = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, card!);
  expect(cardSize).toEqual([1200, 630]);

  // A tab switches.
  await expect(page.getByRole("tabpanel", { name: "npm" })).toContainText("Run the npm installer.");
  await page.getByRole("tab", { name: "pnpm" }).click();
  await expect(page.getByRole("tab", { name: "pnpm" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "pnpm" })).toContainText("Run the pnpm installer.");
  await expect(page.getByText("Run the npm installer.")).toBeHidden();

  // A code block's copy button copies its code.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const code = page.locator(".docs-content pre").filter({ hasText: "acme-cli" });
  await code.hover();
  await code.getByRole("button", { name: "Copy code" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("npm install --global acme-cli");

  // Search opens with the keyboard; arrows choose a result, Enter opens it.
  await page.locator("main h1").click();
  await page.keyboard.press("/");
  const search = page.getByRole("combobox", { name: "Search the documentation" });
  await expect(search).toBeFocused();
  await search.fill(marker);
  const result = page.getByRole("option").filter({ has: page.locator("mark") });
  await expect(result).toHaveCount(1);
  await expect(result).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await page.keyboard.press("Control+k");
  await expect(search).toBeFocused();
  await expect(result).toHaveAttribute("aria-selected", "true");
  // Ask AI offers itself above the results.
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("option", { name: /^Ask AI about/ })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(result).toHaveAttribute("aria-selected", "true");
  // Ctrl-click opens the result in a new tab and leaves the search open here.
  const [opened] = await Promise.all([context.waitForEvent("page"), result.click({ modifiers: ["Control"] })]);
  await expect.poll(() => new URL(opened.url()).pathname).toBe(introduction);
  await opened.close();
  await search.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => new URL(page.url()).pathname).toBe(introduction);

  // A renamed page's old address leads to its new one after the next publish.
  await updateEntry({ slug: "welcome" });
  await publish();
  await page.goto(introduction);
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${site}/getting-started/welcome`);
  await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  noPageErrors();
});

const mathAndDiagrams = `The error shrinks as $\\varepsilon_n = \\frac{1}{\\sqrt{n}}$.

$$
\\int_0^1 x^2\\,dx = \\frac{1}{3}
$$

\`\`\`mermaid
flowchart LR
  Draft --> Review --> Published
\`\`\`

\`\`\`mermaid
flowchart LR
  this is not --> a diagram -->
\`\`\`
`;

test("math is typeset with KaTeX's fonts and diagrams are drawn, again in the other theme", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  const api = apiClient();
  const { organization, project, pagePath } = await onePageProject(api, `Formulas ${Date.now().toString(36)}`, mathAndDiagrams);
  await publishProject(api, project.documentation_id);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await open(page, pagePath);

  // KaTeX's fonts load, and the formulas are laid out with them.
  await expect(page.locator(".katex-display")).toBeVisible();
  expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check("1em KaTeX_Main") && document.fonts.check("italic 1em KaTeX_Math")))).toBe(true);
  expect(requested.filter((path) => /\/_site\/katex\.[\w-]+\.KaTeX_[\w-]+\.woff2$/.test(path)).length).toBeGreaterThan(0);
  // MathML for assistive technology, the drawn formula hidden from it.
  await expect(page.locator(".katex math").first()).toHaveAttribute("xmlns", "http://www.w3.org/1998/Math/MathML");

  // The first diagram is drawn; the second is left as its source, with what Mermaid could not read.
  const diagrams = page.locator("[data-mermaid]");
  await expect(diagrams.nth(0).locator("svg")).toBeVisible();
  await expect(diagrams.nth(0).locator("svg")).toContainText("Published");
  await expect(diagrams.nth(1).locator("pre")).toContainText("this is not");
  await expect(diagrams.nth(1).locator(".diagram-error")).toContainText("This diagram could not be drawn");
  const lightId = await diagrams.nth(0).locator("svg").getAttribute("id");

  // Switched to dark, the diagram is drawn again in Mermaid's dark theme.
  await page.locator("[data-theme-toggle]").click();
  await expect.poll(() => diagrams.nth(0).locator("svg").getAttribute("id")).not.toBe(lightId);
  await expect(diagrams.nth(0).locator("svg")).toContainText("Published");

  // A page without formulas or diagrams (here "Page not found") loads neither.
  requested.length = 0;
  await page.goto(`/docs/${organization.slug}/${project.slug}/getting-started/missing`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect(requested.filter((path) => path.includes("katex") || path.includes("mermaid"))).toEqual([]);
  noPageErrors();
});

test("a printed page shows its content alone, light, with every tab's panel and accordion open, and is as it was after", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  const noPageErrors = failOnPageErrors(page);
  const api = apiClient();
  const printable = "See [the changelog](https://example.com/changes).\n\n::::tabs\n:::tab npm\nRun npm.\n:::\n:::tab pnpm\nRun pnpm.\n:::\n::::\n\n:::accordion Why?\nBecause.\n:::\n";
  const { project, pagePath } = await onePageProject(api, `Printed ${Date.now().toString(36)}`, printable);
  await publishProject(api, project.documentation_id);
  await open(page, pagePath);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByText("Run pnpm.")).toBeHidden();

  await page.emulateMedia({ media: "print" });
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  for (const hidden of [".site-header", "#sidebar", ".page-actions", ".pager"]) await expect(page.locator(hidden)).toBeHidden();
  await expect(page.getByText("Run pnpm.")).toBeVisible();
  expect(await page.locator('[role="tabpanel"]').nth(1).evaluate((panel) => getComputedStyle(panel, "::before").content)).toBe('"pnpm"');
  await expect(page.getByText("Because.")).toBeVisible();
  expect(await page.getByRole("link", { name: "the changelog" }).evaluate((link) => getComputedStyle(link, "::after").content)).toBe('" (https://example.com/changes)"');

  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.emulateMedia({ media: "screen" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByText("Because.")).toBeHidden();
  await expect(page.getByText("Run pnpm.")).toBeHidden();
  noPageErrors();
  await context.close();
});

const pageWithImages = [
  "![The architecture](architecture.png#gh-light-mode-only)",
  "![The architecture, dark](architecture.png#gh-dark-mode-only)",
  "",
  "```ts lines",
  "const a = 1;",
  "const b = 2;",
  "```",
  "",
].join("\n");

test("an image shown smaller than it is opens at full size, by mouse or keyboard; images and line numbers follow the page's options", async ({ page }) => {
  const noPageErrors = failOnPageErrors(page);
  const api = apiClient();
  const { project, documentation, pagePath } = await onePageProject(api, `Zoom ${Date.now().toString(36)}`, pageWithImages);
  await page.goto("/api/health");
  const wide = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 2400;
    canvas.height = 900;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#0f766e";
    context.fillRect(0, 0, 2400, 900);
    return Array.from(new Uint8Array(await (await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), "image/png"))).arrayBuffer()));
  });
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(wide)], { type: "image/png" }), "architecture.png");
  await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/asset", { params: { path: documentation }, body: form as never, bodySerializer: (body: unknown) => body as FormData }));
  await publishProject(api, project.documentation_id);
  await open(page, pagePath);

  const enlarge = page.getByRole("button", { name: "Enlarge image: The architecture", exact: true });
  await enlarge.click();
  const dialog = page.getByRole("dialog", { name: "The architecture" });
  await expect(dialog).toBeVisible();
  expect(await dialog.getByRole("img").evaluate((image: HTMLImageElement) => image.clientWidth)).toBeGreaterThan(await enlarge.evaluate((button) => button.clientWidth));
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  // An image for one color scheme shows in that scheme only, its zoom button with it.
  const darkImage = page.getByRole("img", { name: "The architecture, dark" });
  await expect(darkImage).toBeHidden();
  await page.locator("[data-theme-toggle]").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(enlarge).toBeHidden();
  await expect(darkImage).toBeVisible();
  // Laid out only now, it is zoomable now.
  await expect(page.getByRole("button", { name: "Enlarge image: The architecture, dark" })).toBeVisible();

  // Numbered lines: the numbers are drawn beside the code, not part of it.
  const firstLine = page.locator("pre.line-numbers code > span").first();
  expect(await firstLine.evaluate((line) => getComputedStyle(line, "::before").content)).toContain("counter(line)");
  await expect(firstLine).toHaveText("const a = 1;");
  noPageErrors();
});

test("embedded videos play in frames at 16:9 from the providers' privacy-minded hosts, on a phone too", async ({ browser }) => {
  const api = apiClient();
  const videos = ":::embed https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s\nProduct **tour**\n:::\n\n:::embed https://vimeo.com/76979871\n:::\n";
  const { project, pagePath } = await onePageProject(api, `Embeds ${Date.now().toString(36)}`, videos);
  await publishProject(api, project.documentation_id);

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const noPageErrors = failOnPageErrors(page);
    // The players' hosts answer from here: the machine running the tests has no way out.
    const players: string[] = [];
    await context.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => {
      players.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>Player ready</p>" });
    });
    await open(page, pagePath);

    const tour = page.getByTitle("Product tour");
    await tour.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title="Product tour"]').getByText("Player ready")).toBeVisible();
    await expect(page.locator("figure.embed figcaption").first()).toHaveText("Product tour");
    const box = (await tour.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    // Within the page's column: nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const vimeo = page.getByTitle("Vimeo video");
    await vimeo.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title="Vimeo video"]').getByText("Player ready")).toBeVisible();
    expect(players.sort()).toEqual(["https://player.vimeo.com/video/76979871?dnt=1", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65"]);
    noPageErrors();
    await context.close();
  }
});
