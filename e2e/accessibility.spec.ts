import AxeBuilder from "@axe-core/playwright";
import { unwrap } from "@docs-platform/client";
import { expect, test, type Page } from "@playwright/test";
import { apiClient, createProjectThroughApi, open, publishProject, signIn } from "./helpers";

/** WCAG 2.1 A and AA, as axe checks them (contrast of text included). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const codePage = `Configure the client once.

\`\`\`ts title="handler.ts" {2}
export async function handler(request: Request): Promise<Response> {
  const body = await request.json();
  return Response.json({ ok: false }); // [!code --]
  return Response.json({ ok: true, received: body }); // [!code ++]
}
\`\`\`

Retries wait $t_n = 2^n \\cdot t_0$ seconds:

$$
\\sum_{n=0}^{k} 2^n t_0 = (2^{k+1} - 1)\\,t_0
$$

\`\`\`mermaid
sequenceDiagram
  Client->>API: POST /orders
  API-->>Client: 201 Created
\`\`\`
`;

/** Each violation as its rule and the first elements it names, so a failure says what to fix. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(", ")}`);
}

test("readers' pages and the dashboard pass WCAG 2.1 AA checks, light and dark, with a brand colour that reads poorly as it is", async ({ browser, request }) => {
  // Axe goes over a dozen screens in both schemes: about 2 minutes here, the default's limit.
  test.setTimeout(300_000);
  const api = apiClient();
  const { organization, project, documentation } = await createProjectThroughApi(api, `Legible ${Date.now().toString(36)}`);
  const initialized = await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-from-template", { params: { path: documentation }, body: { template: "product-docs" } }));
  const section = initialized.sections[0]!;
  await unwrap(
    api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry", {
      params: { path: { ...documentation, version_id: initialized.version_id, section_id: section.section_id } },
      body: { title: "Client", slug: "client", content: codePage, metadata: { tags: ["sdk", "setup"] } },
    }),
  );
  // Orange reads at 4.0:1 on white and 3.6:1 on the dark hover fill.
  await unwrap(
    api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/config", {
      params: { path: documentation },
      body: {
        theme: { primary_color: "#d9480f" },
        banner: { message: "Version 3 is **out**: run `acme upgrade`.", link: { label: "What's new", url: "https://example.com/v3" } },
        footer: {
          columns: [{ title: "Product", links: [{ label: "Pricing", url: "https://example.com/pricing" }] }],
          links: [{ label: "Blog", url: "https://example.com/blog" }],
          socials: { github: "https://github.com/acme", discord: "https://discord.gg/acme" },
          copyright: "© 2026 Acme",
        },
      },
    }),
  );
  await publishProject(api, project.documentation_id);
  const site = `/docs/${organization.slug}/${project.slug}`;
  const dashboard = `/dashboard/${organization.slug}`;
  const projectScreen = `${dashboard}/documentation/${project.documentation_id}`;

  // A hub page past the last, or of an organization that publishes nothing to everyone, is not found.
  for (const path of [`/docs/${organization.slug}?page=2`, `/docs/${organization.slug}?page=first`, `/docs/${organization.slug}-elsewhere`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }

  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(`${site}/${section.slug}/client`);
    // Its formulas and diagram, drawn.
    await expect(page.locator(".katex-display")).toBeVisible();
    await expect(page.locator(".diagram svg")).toBeVisible();
    expect(await violations(page), `${colorScheme}: the published page`).toEqual([]);
    // A tag's pages, in the site's frame.
    await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: "sdk" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tagged “sdk”" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Client" })).toBeVisible();
    expect(await violations(page), `${colorScheme}: a tag's pages`).toEqual([]);
    await page.goBack();
    // Search's results: options of the field's list, with nothing interactive nested in them.
    await page.keyboard.press("/");
    await page.getByRole("combobox", { name: "Search the documentation" }).fill("configure");
    await expect(page.getByRole("option").filter({ has: page.locator("mark") }).first()).toBeVisible();
    expect(await violations(page), `${colorScheme}: the search dialog`).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Ask AI" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page), `${colorScheme}: the Ask AI panel`).toEqual([]);
    // On a phone, with the sidebar opened from the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#sidebar")).toBeVisible();
    // The menu covers the page below the header, however short the navigation.
    expect(await page.locator("#sidebar").evaluate((sidebar) => sidebar.getBoundingClientRect().bottom)).toBe(844);
    expect(await violations(page), `${colorScheme}: the menu on a phone`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/roadmap/${organization.slug}`);
    // The public roadmap leads its customers to the organization's published documentation.
    await expect(page.getByRole("navigation", { name: "Documentation" }).getByRole("link", { name: project.name })).toHaveAttribute("href", site);
    expect(await violations(page), `${colorScheme}: the roadmap`).toEqual([]);
    // The organization's documentation hub, where a reader who shortens a site's address lands.
    await page.goto(`/docs/${organization.slug}`);
    await expect(page.getByRole("list", { name: "Documentation sites" }).getByRole("link", { name: project.name })).toHaveAttribute("href", site);
    await expect(page.getByRole("link", { name: "Roadmap" })).toHaveAttribute("href", `/roadmap/${organization.slug}`);
    await expect(page.getByRole("link", { name: "llms.txt" })).toHaveAttribute("href", `/docs/${organization.slug}/llms.txt`);
    expect(await violations(page), `${colorScheme}: the documentation hub`).toEqual([]);
    // A mistyped address keeps the site's frame: its search, and the pages the reader may have meant.
    const missing = await page.goto(`${site}/${section.slug}/clinet`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Client" })).toHaveAttribute("href", `${site}/${section.slug}/client`);
    expect(await violations(page), `${colorScheme}: a page not found`).toEqual([]);
    await page.getByRole("button", { name: "Search the documentation for “clinet”" }).click();
    await expect(page.getByRole("combobox", { name: "Search the documentation" })).toHaveValue("clinet");
    await expect(page.getByRole("combobox", { name: "Search the documentation" })).toBeFocused();
    await page.keyboard.press("Escape");
    await signIn(page);
    await open(page, dashboard);
    await expect(page.getByRole("link", { name: `/docs/${organization.slug}` })).toBeVisible();
    for (const path of [dashboard, `${dashboard}/documentation`, projectScreen, `${projectScreen}/settings`, `${dashboard}/events`, `${dashboard}/audit-log`, `${dashboard}/members`, `${dashboard}/subscription`, "/dashboard/account/tokens"]) {
      await open(page, path);
      // The project's screen opens its first page: check it with the page's text in the editor.
      if (path === projectScreen) await expect(page.getByRole("textbox", { name: "Page content (markdown)" })).toContainText(/\w/);
      expect(await violations(page), `${colorScheme}: ${path}`).toEqual([]);
    }
    await context.close();
  }
});
