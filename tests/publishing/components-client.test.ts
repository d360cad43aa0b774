import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/rendering/markdown";

/**
 * The components' script and stylesheet in Chromium, on rendered markdown served from a
 * loopback address (so the page has storage and a clipboard).
 */
const markdown = [
  ":::code-group",
  "```bash [npm]\nnpm install\n```",
  "```bash [pnpm]\npnpm install\n```",
  ":::",
  "",
  "::::tabs",
  ":::tab npm\nWith npm.\n:::",
  ":::tab yarn\nWith yarn.\n:::",
  ":::tab pnpm\nWith pnpm.\n:::",
  "::::",
  "",
  ":::code-group",
  "```bash [npm]\nnpm run build\n```",
  "```bash [pnpm]\npnpm run build\n```",
  ":::",
  "",
  ...["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"].map((kind) => `> [!${kind}]\n> Text with [a link](https://example.com).\n`),
  ":::steps\n1. One.\n2. Two.\n:::",
].join("\n");

/** Debian's Chromium, as the end-to-end tests use; without it (a fresh machine) these tests are skipped. */
const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(chromiumPath);

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  if (!hasChromium) return;
  const { html } = await renderMarkdown(markdown);
  const css = ["app/docs/docs.css", "lib/site/client/components.css"].map((file) => readFileSync(file, "utf8")).join("\n");
  const script = readFileSync("lib/site/client/components.js", "utf8");
  // The site's background and text, as its own stylesheet sets them.
  const frame = "body { margin: 2rem; background: #ffffff; color: #18181b; font-family: sans-serif; } .dark body { background: #09090b; color: #f4f4f5; }";
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Components</title><style>${frame}\n${css}</style></head><body><article class="docs-content">${html}</article><script>${script}</script></body></html>`;
  server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise((resolve) => server.close(resolve));
});

async function openPage(): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  const page = await context.newPage();
  await page.goto(origin);
  return page;
}

/** For each tab group: the label of its selected tab and the visible panels' text. */
const groupStates = (page: Page) =>
  page.$$eval("[data-tabs]", (groups) =>
    groups.map((group) => ({
      selected: [...group.querySelectorAll('[role="tab"][aria-selected="true"]')].map((tab) => tab.textContent),
      focusable: [...group.querySelectorAll('[role="tab"][tabindex="0"]')].map((tab) => tab.textContent),
      shown: [...group.querySelectorAll('[role="tabpanel"]:not([hidden])')].map((panel) => panel.textContent?.trim()),
    })),
  );

describe.skipIf(!hasChromium)("components script", () => {
  it("switches tabs on click, in every group with the label, and remembers the choice", async () => {
    const page = await openPage();
    expect(await groupStates(page)).toEqual([
      { selected: ["npm"], focusable: ["npm"], shown: [expect.stringContaining("npm install")] },
      { selected: ["npm"], focusable: ["npm"], shown: ["With npm."] },
      { selected: ["npm"], focusable: ["npm"], shown: [expect.stringContaining("npm run build")] },
    ]);
    await page.getByRole("tab", { name: "pnpm" }).first().click();
    // The other code group has the same labels, so the same name: it switches too. The tabs
    // group has other labels, so another name: it stays.
    expect(await groupStates(page)).toEqual([
      { selected: ["pnpm"], focusable: ["pnpm"], shown: [expect.stringContaining("pnpm install")] },
      { selected: ["npm"], focusable: ["npm"], shown: ["With npm."] },
      { selected: ["pnpm"], focusable: ["pnpm"], shown: [expect.stringContaining("pnpm run build")] },
    ]);
    expect(await page.evaluate(() => localStorage.getItem("docs-tabs:npm|pnpm"))).toBe("pnpm");
    await page.reload();
    expect((await groupStates(page)).map((group) => group.selected[0])).toEqual(["pnpm", "npm", "pnpm"]);
    await page.context().close();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const page = await openPage();
    const tabs = page.locator(".tabs").getByRole("tab");
    await tabs.first().focus();
    const selected = async () => (await groupStates(page))[1]!.selected[0];
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("ArrowRight");
    expect([await selected(), await focused()]).toEqual(["yarn", "yarn"]);
    await page.keyboard.press("End");
    expect([await selected(), await focused()]).toEqual(["pnpm", "pnpm"]);
    await page.keyboard.press("ArrowRight");
    expect(await selected()).toBe("npm");
    await page.keyboard.press("ArrowLeft");
    expect(await selected()).toBe("pnpm");
    await page.keyboard.press("Home");
    expect([await selected(), await focused()]).toEqual(["npm", "npm"]);
    expect((await groupStates(page))[1]!.shown).toEqual(["With npm."]);
    await page.context().close();
  });

  it("adds one Copy button to each code block, which copies its code", async () => {
    const page = await openPage();
    await page.evaluate(() => (window as unknown as { docsComponents: { enhance(root: ParentNode): void } }).docsComponents.enhance(document));
    expect(await page.locator(".copy-button").count()).toBe(await page.locator("pre").count());
    const pre = page.locator("pre").first();
    await pre.hover();
    await pre.getByRole("button", { name: "Copy code" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("npm install");
    expect(await page.locator(".copy-button").first().textContent()).toBe("Copied");
    expect(await page.getByRole("status").first().textContent()).toBe("Copied to clipboard");
    await expect.poll(() => page.locator(".copy-button").first().textContent(), { timeout: 4000 }).toBe("Copy");
    await page.context().close();
  });

  it("keeps text readable (WCAG AA) in light and dark mode", async () => {
    const page = await openPage();
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
      const ratios = await page.evaluate(() => {
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) =>
          [r!, g!, b!].map((value) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
        /** The element's background, its translucent layers laid over the page's. */
        const background = (element: Element | null): number[] => {
          if (!element) return [255, 255, 255];
          const [r, g, b, alpha = 1] = channels(getComputedStyle(element).backgroundColor);
          const under = alpha < 1 ? background(element.parentElement) : [0, 0, 0];
          return [r!, g!, b!].map((value, index) => value * alpha + under[index]! * (1 - alpha));
        };
        const contrast = (element: Element) => {
          const [a, b] = [luminance(channels(getComputedStyle(element).color)), luminance(background(element))].sort((x, y) => y - x);
          return Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100;
        };
        const texts = [...document.querySelectorAll(".callout-title, .callout p:not(.callout-title), .callout a, [role='tab'], .copy-button, ol.steps > li")];
        return texts.map((element) => ({ text: `${element.className || element.tagName} ${element.textContent?.slice(0, 20)}`, ratio: contrast(element) }));
      });
      expect(ratios.length).toBeGreaterThan(15);
      for (const { text, ratio } of ratios) expect(ratio, `${dark ? "dark" : "light"}: ${text}`).toBeGreaterThanOrEqual(4.5);
      // The step numbers: white on the theme colour.
      const marker = await page.$eval("ol.steps > li", (item) => [getComputedStyle(item, "::before").color, getComputedStyle(item, "::before").backgroundColor]);
      expect(marker).toEqual(["rgb(255, 255, 255)", "rgb(37, 99, 235)"]);
    }
    await page.context().close();
  });
});
