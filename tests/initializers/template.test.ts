import { beforeAll, describe, expect, it } from "vitest";
import type { InitialEntry } from "@/lib/initializers/initial-content";
import { templates } from "@/lib/initializers/templates";
import { renderMarkdown } from "@/lib/rendering/markdown";
import { navIconHtml } from "@/lib/site/nav-icons";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { publishAndWait } from "../publishing/fixtures";
import { createProject } from "../content/helpers";
import { expectInitializerGuards, expectUninitialized, makeInitializerTeam, projectPath, readEntry, readProject, titles, type InitializerTeam } from "./helpers";

let team: InitializerTeam;
beforeAll(async () => {
  team = await makeInitializerTeam();
});

const initialize = (documentationId: string, token: string | undefined, json: unknown) =>
  api.post(`${projectPath(team, documentationId)}/initialize-from-template`, { token, json });

describe("GET /v1/documentation/{organization_id}/templates", () => {
  it("lists the presets to any member", async () => {
    const response = await api.get(`/api/v1/documentation/${team.organizationId}/templates`, { token: team.reader.token });
    expect(response.status).toBe(200);
    expect(response.body.templates.map((template: Json) => template.id)).toEqual(["product-docs", "api-reference", "help-center", "open-source"]);
    expect(response.body.templates[0]).toEqual({
      id: "product-docs",
      title: "Product documentation",
      description: expect.any(String),
      sections: ["Getting started", "Guides", "Reference", "Resources"],
      page_count: 12,
    });
  });

  it("requires a token and membership", async () => {
    expectProblem(await api.get(`/api/v1/documentation/${team.organizationId}/templates`), 401);
    expectProblem(await api.get(`/api/v1/documentation/${team.organizationId}/templates`, { token: team.outsider.token }), 404);
  });
});

describe("POST DOC/initialize-from-template", () => {
  it("writes the preset's sections, folders and pages", async () => {
    const documentationId = await createProject(team, "From template");
    const response = await initialize(documentationId, team.member.token, { template: "product-docs", version_name: "2026.1" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ documentation_id: documentationId, status: "pending", init_source: "template", template: "product-docs", entry_count: 13 });
    expect(response.body.sections.map((section: Json) => section.title)).toEqual(["Getting started", "Guides", "Reference", "Resources"]);

    const { project, version, sections } = await readProject(team, documentationId);
    expect(project).toMatchObject({ status: "pending", init_source: "template" });
    expect(version).toMatchObject({ name: "2026.1", is_default: true, is_latest: true });
    expect(sections.map((section) => section.icon)).toEqual(["rocket", "book-open", "library", "life-buoy"]);
    expect(titles(sections[0]!.children)).toEqual(["Introduction", "Quickstart", "Key concepts"]);
    expect(titles(sections[1]!.children)).toEqual([
      "Installation",
      "Configuration",
      { Integrations: ["Connect GitHub", "Send notifications to Slack"] },
      "Troubleshooting",
    ]);
    const quickstart = await readEntry(team, sections[0]!.path, sections[0]!.children[1]!.entry_id);
    expect(quickstart.content).toContain("your-product login");
    expect(quickstart.content).not.toMatch(/^# /);
    expect(quickstart.metadata).toEqual({ description: "Install, sign in and create a first project in five minutes." });
  });

  it("serves every preset", async () => {
    for (const template of ["api-reference", "help-center", "open-source"]) {
      const documentationId = await createProject(team, template);
      const response = await initialize(documentationId, team.member.token, { template });
      expect(response.status).toBe(201);
      const { version, sections } = await readProject(team, documentationId);
      expect(version.name).toBe("v1");
      expect(sections.length).toBeGreaterThanOrEqual(3);
      expect(sections.every((section) => section.children.length > 0)).toBe(true);
      // Every section's icon is one the site draws.
      expect(sections.filter((section) => !navIconHtml(section.icon ?? undefined).startsWith("<svg"))).toEqual([]);
    }
  });

  it("publishes every preset with no broken link", async () => {
    for (const { id: template } of templates) {
      const documentationId = await createProject(team, `Linked ${template}`);
      expect((await initialize(documentationId, team.member.token, { template })).status).toBe(201);
      const status = await publishAndWait(documentationId, team.owner.token);
      expect(status.body, template).toMatchObject({ status: "completed", broken_links: { count: 0 } });
    }
  });

  it("rejects an unknown template or extra fields and changes nothing", async () => {
    const documentationId = await createProject(team, "Invalid template");
    const unknown = await initialize(documentationId, team.member.token, { template: "cookbook" });
    expectProblem(unknown, 400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: "body.template" })]);
    const missing = await initialize(documentationId, team.member.token, { version_name: "", theme: "dark" });
    expectProblem(missing, 400);
    expect(missing.body.errors.map((error: Json) => error.path)).toEqual(expect.arrayContaining(["body.template", "body.version_name"]));
    await expectUninitialized(team, documentationId);
  });

  it("authorizes and refuses an initialized project", async () => {
    await expectInitializerGuards(team, (documentationId, token) => initialize(documentationId, token, { template: "help-center" }));
  });
});

describe("template pages", () => {
  it("render their markdown components, every container closed", async () => {
    const pages = (entries: InitialEntry[]): InitialEntry[] => entries.flatMap((entry) => (entry.kind === "folder" ? pages(entry.children ?? []) : [entry]));
    const rendered = await Promise.all(
      templates.flatMap((template) => template.sections.flatMap((section) => pages(section.entries))).map((page) => renderMarkdown(page.content ?? "", { pageTitle: page.title })),
    );
    for (const { html } of rendered) expect(html).not.toMatch(/:::|\[!\w+\]|<h1/);
    const all = rendered.map(({ html }) => html).join("\n");
    for (const component of ['class="callout ', 'class="code-group"', 'class="steps"', 'class="cards ', 'class="card card-linked"']) expect(all).toContain(component);
  });
});
