import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { statisticsOutdated } from "@/lib/publishing/snapshot";
import { api } from "../helpers/api";
import { addMember, expectProblem, makeTeam, type Team, type TestUser } from "../helpers/fixtures";
import { makeProject, publishAndWait } from "./fixtures";

let team: Team;
let project: Awaited<ReturnType<typeof makeProject>>;
/** A reader granted this project (the team's reader has no grants). */
let reader: TestUser;
const publishPath = (id = project.documentation.id) => `/api/documentations/${id}/publish`;

beforeAll(async () => {
  team = await makeTeam();
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "v2",
        slug: "v2",
        isDefault: true,
        sections: [
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Install", slug: "install", content: "# Install\n\n## Requirements\n\nSee [usage](usage.md#run) and [api](../reference/auth.md).\n\n```ts\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n" },
              { title: "Usage", slug: "usage", content: "## Run\n\nRun it.\n\n<script>alert(1)</script>" },
              { title: "Advanced", slug: "advanced", kind: "folder", children: [{ title: "Tuning", slug: "tuning", content: "Tune **it**." }] },
            ],
          },
          { title: "Reference", slug: "reference", entries: [{ title: "Auth", slug: "auth", content: "Tokens ![logo](logo.png)" }] },
        ],
      },
      { name: "v1", slug: "v1", isDeprecated: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old", slug: "old", content: "Old." }] }] },
    ],
  });
  reader = await addMember(team.organizationId, team.owner, "reader", [project.documentation.id]);
});

describe("POST /documentations/{id}/publish", () => {
  it("answers 202 with a job, then renders every page and makes the snapshot live", async () => {
    const started = await api.post(publishPath(), { token: team.member.token });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ job_id: expect.any(String), status: expect.stringMatching(/queued|in_progress/) });
    expect(started.body.started_by).toEqual({ user_id: team.member.id, email: team.member.email });
    await inProcessJobsIdle();

    const status = await api.get(`${publishPath()}/status`, { token: reader.token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ job_id: started.body.job_id, status: "completed", progress: { pages_done: 5, pages_total: 5 }, page_count: 5, error: null });

    const site = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: project.documentation.id } });
    const pages = await db.publishedPage.findMany({ where: { snapshotId: site.snapshotId }, include: { renderedPage: true }, orderBy: [{ versionSlug: "asc" }, { position: "asc" }] });
    expect(pages.map((page) => `${page.versionSlug}:${page.path}`)).toEqual([
      "v1:guides/old",
      "v2:guides/install",
      "v2:guides/usage",
      "v2:guides/advanced/tuning",
      "v2:reference/auth",
    ]);
    const install = pages.find((page) => page.path === "guides/install")!.renderedPage;
    const base = `/docs/${(await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug}/${project.documentation.slug}`;
    expect(install.html).toContain(`href="${base}/guides/usage#run"`);
    expect(install.html).toContain(`href="${base}/reference/auth"`);
    expect(install.html).toContain("<table>");
    expect(install.html).toContain("--shiki-light");
    expect(install.html).toContain('id="requirements"');
    // The site shows the title as the page's only level-1 heading: "# Install" repeated it.
    expect(install.html).not.toContain("<h1");
    expect(install.toc).toEqual([{ id: "requirements", text: "Requirements", depth: 2 }]);
    const usage = pages.find((page) => page.path === "guides/usage")!.renderedPage;
    expect(usage.html).not.toContain("<script");
  });

  it("keeps draft changes invisible until the next publish, and reuses unchanged renders", async () => {
    const entryId = project.entryIds.get("v2/guides/usage")!;
    await db.entry.update({ where: { id: entryId }, data: { content: "## Run\n\nRun it twice." } });
    const before = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: project.documentation.id }, include: { snapshot: { include: { pages: { include: { renderedPage: true } } } } } });
    expect(before.snapshot.pages.find((page) => page.entryId === entryId)!.renderedPage.html).not.toContain("twice");

    const status = await publishAndWait(project.documentation.id, team.owner.token);
    expect(status.body.status).toBe("completed");
    const job = await db.job.findUniqueOrThrow({ where: { id: status.body.job_id } });
    expect(job.output).toMatchObject({ pageCount: 5, rendered: 1, reused: 4 });
    const after = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: project.documentation.id }, include: { snapshot: { include: { pages: { include: { renderedPage: true } } } } } });
    expect(after.snapshotId).not.toBe(before.snapshotId);
    expect(after.snapshot.pages.find((page) => page.entryId === entryId)!.renderedPage.html).toContain("twice");
  });

  it("refuses a second publish while one is queued or running with 409", async () => {
    const job = await db.job.create({
      data: { functionId: "publish-documentation", runner: "in-process", status: "in_progress", documentationId: project.documentation.id, heartbeatAt: new Date() },
    });
    const refused = await api.post(publishPath(), { token: team.owner.token });
    expectProblem(refused, 409);
    expect(refused.body.job_id).toBe(job.id);
    await db.job.update({ where: { id: job.id }, data: { status: "failed", error: "test" } });
  });

  it("checks authorization", async () => {
    expectProblem(await api.post(publishPath()), 401);
    expectProblem(await api.post(publishPath(), { token: reader.token }), 403);
    expectProblem(await api.post(publishPath(), { token: team.outsider.token }), 404);
    expectProblem(await api.post(publishPath("00000000-0000-0000-0000-000000000000"), { token: team.owner.token }), 404);
    const other = await makeProject(team.organizationId, { versions: [] });
    expectProblem(await api.get(`${publishPath(other.documentation.id)}/status`, { token: reader.token }), 404);
    expectProblem(await api.get(`${publishPath()}/status`, { token: team.reader.token }), 404);
  });
});

describe("GET publish/status, latest and history", () => {
  it("shows the latest completed publish and the history, newest first, paginated", async () => {
    const latest = await api.get(`${publishPath()}/latest`, { token: reader.token });
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ status: "completed", is_live: true, page_count: 5, url: expect.stringMatching(/^\/docs\/[\w-]+\/[\w-]+$/) });

    const first = await api.get(`${publishPath()}/history?limit=2`, { token: reader.token });
    expect(first.status).toBe(200);
    expect(first.body.map((job: { status: string }) => job.status)).toEqual(["failed", "completed"]);
    expect(first.body[0].error).toBe("test");
    const next = first.headers.get("x-next-cursor");
    expect(first.headers.get("link")).toContain('rel="next"');
    const second = await api.get(`${publishPath()}/history?limit=2&cursor=${next}`, { token: reader.token });
    expect(second.body).toHaveLength(1);
    expect(second.body[0].started_by.user_id).toBe(team.member.id);
    expect(second.headers.get("x-next-cursor")).toBeNull();
  });

  it("validates the query and answers 404 before any publish", async () => {
    expectProblem(await api.get(`${publishPath()}/history?limit=0`, { token: team.owner.token }), 400);
    expectProblem(await api.get(`${publishPath()}/history?cursor=nope`, { token: team.owner.token }), 400);
    const fresh = await makeProject(team.organizationId, { versions: [] });
    expectProblem(await api.get(`${publishPath(fresh.documentation.id)}/status`, { token: team.owner.token }), 404);
    expectProblem(await api.get(`${publishPath(fresh.documentation.id)}/latest`, { token: team.owner.token }), 404);
    expectProblem(await api.get(`${publishPath()}/status`), 401);
    expectProblem(await api.get(`${publishPath()}/history`, { token: team.outsider.token }), 404);
  });
});

describe("search index upkeep", () => {
  it("adds every word of the live pages to the project's lexicon", async () => {
    await publishAndWait(project.documentation.id, team.owner.token);
    const missing = await db.$queryRaw<{ word: string }[]>`
      SELECT DISTINCT word
      FROM "PublishedSite" s
      JOIN "PublishedPage" p ON p."snapshotId" = s."snapshotId"
      JOIN "RenderedPage" r ON r."id" = p."renderedPageId", unnest(tsvector_to_array(r."searchVector")) AS word
      WHERE s."documentationId" = ${project.documentation.id}
      EXCEPT SELECT "term" FROM "SearchTerm" WHERE "documentationId" = ${project.documentation.id}`;
    expect(missing).toEqual([]);
    const terms = await db.searchTerm.findMany({ where: { documentationId: project.documentation.id, term: { in: ["requirements", "tune", "tokens"] } } });
    expect(terms.map((term) => term.term).sort()).toEqual(["requirements", "tokens", "tune"]);
  });

  it("keeps the plan of the last publish only", async () => {
    await publishAndWait(project.documentation.id, team.owner.token);
    const plans = await db.publishPlan.findMany({ where: { job: { documentationId: project.documentation.id } }, select: { jobId: true } });
    const last = await db.job.findFirstOrThrow({ where: { documentationId: project.documentation.id }, orderBy: { createdAt: "desc" } });
    expect(plans).toEqual([{ jobId: last.id }]);
  });

  it("refreshes planner statistics by autovacuum's rule: 50 rows plus a tenth of those counted", () => {
    expect(statisticsOutdated(1, -1)).toBe(true);
    expect(statisticsOutdated(50, 0)).toBe(false);
    expect(statisticsOutdated(51, 0)).toBe(true);
    expect(statisticsOutdated(150, 1_000)).toBe(false);
    expect(statisticsOutdated(151, 1_000)).toBe(true);
  });
});

describe("markdown components", () => {
  it("renders components in the page and keeps their source in the stored markdown", async () => {
    const content = [
      "# Setup",
      "",
      "> [!NOTE] Before you start",
      "> Sign in first.",
      "",
      ":::code-group",
      "```bash [npm]\nnpm install\n```",
      "```bash [pnpm]\npnpm install\n```",
      ":::",
      "",
      ":::steps\n1. Install.\n2. Run.\n:::",
      "",
      "# More",
    ].join("\n");
    const withComponents = await makeProject(team.organizationId, {
      versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Setup", slug: "setup", content }] }] }],
    });
    expect((await publishAndWait(withComponents.documentation.id, team.owner.token)).body.status).toBe("completed");
    const site = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: withComponents.documentation.id } });
    const { renderedPage } = await db.publishedPage.findFirstOrThrow({ where: { snapshotId: site.snapshotId }, include: { renderedPage: true } });
    // The raw markdown copies (/-/raw/….md, llms-full.txt) are made of the stored markdown.
    expect(renderedPage.markdown).toBe(content);
    expect(renderedPage.markdown).toContain("> [!NOTE] Before you start");
    expect(renderedPage.markdown).toContain(":::code-group\n```bash [npm]");
    expect(renderedPage.html).toContain('<div class="callout callout-note" role="note">\n<p class="callout-title">Before you start</p>');
    expect(renderedPage.html).toContain('<div class="code-group" data-tabs data-group="npm|pnpm">');
    expect(renderedPage.html).toContain('<ol class="steps">');
    expect(renderedPage.html).not.toContain("<h1");
    expect(renderedPage.html).toContain('<h2 id="more">');
    expect(renderedPage.toc).toEqual([{ id: "more", text: "More", depth: 2 }]);
  });
});

describe("variables", () => {
  it("publishes pages with the project's variables written in, raw copies included, and renders again when they change", async () => {
    const content = "Install {{ product }} {{release}}:\n\n```bash\nnpm install acme@{{ release }}\n```\n\nSee {{ docs_link }}; \\{{ product }} and {{ other }} stay.";
    const withVariables = await makeProject(team.organizationId, {
      versions: [{ name: "v1", slug: "v1", isDefault: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Setup", slug: "setup", content }] }] }],
    });
    const config = `/api/v1/documentation/${team.organizationId}/${withVariables.documentation.id}/config`;
    const variables = { product: "Acme", release: "3.2.0", docs_link: "[the guide](setup.md)" };
    expect((await api.put(config, { token: team.owner.token, json: { variables } })).status).toBe(200);
    const livePage = async () => {
      expect((await publishAndWait(withVariables.documentation.id, team.owner.token)).body.status).toBe("completed");
      const site = await db.publishedSite.findUniqueOrThrow({ where: { documentationId: withVariables.documentation.id } });
      return (await db.publishedPage.findFirstOrThrow({ where: { snapshotId: site.snapshotId }, include: { renderedPage: true } })).renderedPage;
    };

    const page = await livePage();
    expect(page.markdown).toBe("Install Acme 3.2.0:\n\n```bash\nnpm install acme@3.2.0\n```\n\nSee [the guide](setup.md); {{ product }} and {{ other }} stay.");
    expect(page.html).toContain("<p>Install Acme 3.2.0:</p>");
    expect(page.html).toContain("3.2.0</span>");
    // A value's markdown is the page's: its link resolves like any other.
    expect(page.html).toContain(`/${withVariables.documentation.slug}/guides/setup">the guide</a>; {{ product }} and {{ other }} stay.`);
    expect(page.plainText).toContain("Install Acme 3.2.0");

    expect((await api.put(config, { token: team.owner.token, json: { variables: { ...variables, release: "3.3.0" } } })).status).toBe(200);
    const republished = await livePage();
    expect(republished.id).not.toBe(page.id);
    expect(republished.markdown).toContain("npm install acme@3.3.0");
  });
});

describe("includes", () => {
  it("publishes pages with the pages they include written in, reports includes naming nothing, and renders again when an included page changes", async () => {
    const withIncludes = await makeProject(team.organizationId, {
      versions: [
        {
          name: "v1",
          slug: "v1",
          isDefault: true,
          sections: [
            {
              title: "Shared",
              slug: "shared",
              entries: [
                { title: "Prerequisites", slug: "prerequisites", content: "You need {{ product }}.\n\n## Accounts\n\nSee [setup](../guides/setup.md).\n" },
                { title: "Product", slug: "product", content: "## About {{ product }}\n\nMade here.\n" },
              ],
            },
            {
              title: "Guides",
              slug: "guides",
              entries: [
                { title: "Setup", slug: "setup", content: "<!--@include: ../shared/prerequisites.md-->\n\nThen run it.\n\n<!--@include: ../shared/nowhere.md-->" },
                { title: "Accounts", slug: "accounts", content: "> [!NOTE]\n> <!--@include: /shared/prerequisites#accounts-->" },
                // The heading's id as readers see it, the variable's value written in.
                { title: "About", slug: "about", content: "<!--@include: /shared/product#about-acme-->" },
              ],
            },
          ],
        },
      ],
    });
    const documentationId = withIncludes.documentation.id;
    await api.put(`/api/v1/documentation/${team.organizationId}/${documentationId}/config`, { token: team.owner.token, json: { variables: { product: "Acme" } } });
    const livePages = async () => {
      const status = await publishAndWait(documentationId, team.owner.token);
      expect(status.body.status).toBe("completed");
      const site = await db.publishedSite.findUniqueOrThrow({ where: { documentationId } });
      const pages = await db.publishedPage.findMany({ where: { snapshotId: site.snapshotId }, include: { renderedPage: true } });
      return { status, page: (path: string) => pages.find((candidate) => candidate.path === path)!.renderedPage };
    };

    const { status, page } = await livePages();
    const setup = page("guides/setup");
    expect(setup.markdown).toBe("You need Acme.\n\n## Accounts\n\nSee [setup](/guides/setup.md).\n\nThen run it.\n");
    expect(setup.html).toContain(`/${withIncludes.documentation.slug}/guides/setup">setup</a>`);
    expect(setup.toc).toEqual([{ id: "accounts", text: "Accounts", depth: 2 }]);
    expect(setup.plainText).toContain("You need Acme.");
    expect(page("guides/accounts").html).toMatch(/<div class="callout callout-note" role="note">\n<p class="callout-title">Note<\/p>\n<h2 id="accounts">/);
    expect(page("guides/about").markdown).toBe("## About Acme\n\nMade here.");
    expect(status.body.broken_links).toEqual({ count: 1, items: [{ page: "/guides/setup", target: "@include: ../shared/nowhere.md", reason: "missing page" }] });

    await db.entry.update({ where: { id: withIncludes.entryIds.get("v1/shared/prerequisites")! }, data: { content: "You need {{ product }} 2." } });
    const after = await livePages();
    expect(after.page("guides/setup").id).not.toBe(setup.id);
    expect(after.page("guides/setup").markdown).toContain("You need Acme 2.");
  });
  it("resolves a page's relative .md links from the file it was imported from, as the repository does", async () => {
    const created = await api.post(`/api/v1/documentation/${team.organizationId}`, { token: team.owner.token, json: { name: "From files" } });
    const documentationId = created.body.documentation_id as string;
    // The root page lands in a "Documentation" section and numeric prefixes leave the slugs: the site's paths differ from the files'.
    const archive = zipSync({
      "index.md": strToU8("# Welcome\n\nSee [install](guides/01-install.md#steps), [caching](./guides/advanced/caching.mdx) and [usage](guides/usage).\n"),
      "guides/01-install.md": strToU8("# Install\n\n## Steps\n\nBack to [the start](../index.md); next [caching](advanced/caching.mdx); [nowhere](missing.md).\n"),
      "guides/advanced/caching.mdx": strToU8("# Caching\n\n[Install](../01-install.md#nope)\n"),
      "guides/usage.md": strToU8("# Usage\n\nSee [install](install) and [caching](advanced/caching).\n"),
    });
    const body = new FormData();
    body.append("file", new Blob([Buffer.from(archive)]), "docs.zip");
    const initialized = await api.post(`/api/v1/documentation/${team.organizationId}/${documentationId}/initialize-from-file`, { token: team.owner.token, body });
    expect(initialized.status, initialized.text).toBe(201);

    const status = await publishAndWait(documentationId, team.owner.token);
    expect(status.body.status).toBe("completed");
    const site = await db.publishedSite.findUniqueOrThrow({ where: { documentationId } });
    const pages = await db.publishedPage.findMany({ where: { snapshotId: site.snapshotId }, include: { renderedPage: true } });
    const html = (path: string) => pages.find((page) => page.path === path)!.renderedPage.html;
    const base = `/docs/${(await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug}/${created.body.slug}`;
    expect(pages.map((page) => page.path).sort()).toEqual(["documentation/welcome", "guides/advanced/caching", "guides/install", "guides/usage"]);
    expect(html("documentation/welcome")).toContain(`href="${base}/guides/install#steps"`);
    expect(html("documentation/welcome")).toContain(`href="${base}/guides/advanced/caching"`);
    expect(html("guides/install")).toContain(`href="${base}/documentation/welcome"`);
    expect(html("guides/install")).toContain(`href="${base}/guides/advanced/caching"`);
    // Links without .md are the site's paths, as before.
    expect(html("guides/usage")).toContain(`href="${base}/guides/install"`);
    expect(html("guides/usage")).toContain(`href="${base}/guides/advanced/caching"`);
    // Anchors are checked on the page the file names; a file that is no page is reported as it is written.
    expect(status.body.broken_links).toEqual({
      count: 3,
      items: [
        { page: "/documentation/welcome", target: "guides/usage", reason: "missing page" },
        { page: "/guides/install", target: "missing.md", reason: "missing page" },
        { page: "/guides/advanced/caching", target: "../01-install.md#nope", reason: "missing anchor" },
      ],
    });
  });
});
