import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { countDocumentation, listPublicSites } from "@/lib/documentation/service";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createProject, docPath, makeContentTeam, projectToken, setLocked, type ContentTeam } from "./helpers";

let team: ContentTeam;
beforeAll(async () => {
  team = await makeContentTeam();
});

const orgPath = () => `/api/v1/documentation/${team.organizationId}`;

describe("POST /v1/documentation/{organization_id}", () => {
  it("creates an uninitialized project and returns documentation_id", async () => {
    const response = await api.post(orgPath(), { token: team.member.token, json: { name: "API Reference", description: "All endpoints" } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: "API Reference", slug: "api-reference", status: "uninitialized", locked: false });
    expect(response.body.documentation_id).toEqual(expect.any(String));
    const again = await api.post(orgPath(), { token: team.member.token, json: { name: "API Reference" } });
    expect(again.body.slug).toBe("api-reference-2");
    expectProblem(await api.post(orgPath(), { token: team.member.token, json: { name: "X", slug: "api-reference" } }), 409);
  });

  it("validates the body", async () => {
    const response = await api.post(orgPath(), { token: team.member.token, json: { name: "", slug: "Bad Slug", color: "red" } });
    expectProblem(response, 400);
    expect(response.body.errors.map((e: Json) => e.path)).toEqual(expect.arrayContaining(["body.name", "body.slug"]));
  });

  it("requires a token, an editor role and membership", async () => {
    expectProblem(await api.post(orgPath(), { json: { name: "X" } }), 401);
    expectProblem(await api.post(orgPath(), { token: team.reader.token, json: { name: "X" } }), 403);
    expectProblem(await api.post(orgPath(), { token: team.outsider.token, json: { name: "X" } }), 404);
  });
});

describe("GET /v1/documentation/{organization_id}/list", () => {
  it("lists every project to editors, only granted ones to readers, one to a scoped token", async () => {
    const other = await createProject(team, "Internal Notes");
    const ids = (response: Json) => response.body.map((d: Json) => d.documentation_id);
    const all = await api.get(`${orgPath()}/list?limit=200`, { token: team.admin.token });
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([team.documentationId, other]));
    expect(ids(await api.get(`${orgPath()}/list`, { token: team.grantedReader.token }))).toEqual([team.documentationId]);
    expect(ids(await api.get(`${orgPath()}/list`, { token: team.reader.token }))).toEqual([]);
    const scoped = await projectToken(team, other);
    expect(ids(await api.get(`${orgPath()}/list`, { token: scoped }))).toEqual([other]);
  });

  it("counts, for the dashboard's overview, the projects a caller may see and those published", async () => {
    const every = { organizationId: team.organizationId, role: "owner" as const, grantedDocumentationIds: null, documentationScope: null };
    const listed = await api.get(`${orgPath()}/list?limit=200`, { token: team.owner.token });
    const published = listed.body.filter((d: Json) => d.status === "active").length;
    expect(await countDocumentation(every)).toEqual({ total: listed.body.length, published });
    expect(await countDocumentation({ ...every, role: "reader", grantedDocumentationIds: [team.documentationId] })).toMatchObject({ total: 1 });
    expect(await countDocumentation({ ...every, role: "reader", grantedDocumentationIds: [] })).toEqual({ total: 0, published: 0 });
    expect(await countDocumentation({ ...every, documentationScope: team.documentationId })).toMatchObject({ total: 1 });
  });

  it("names, for the public roadmap and the documentation hub, the organization's published sites open to everyone", async () => {
    // The unpublished one stays pending.
    const [zebra, aurora, hidden] = await Promise.all(["Zebra Guide", "Aurora Guide", "Staff Handbook", "Unpublished Guide"].map((name) => createProject(team, name)));
    await db.documentation.updateMany({ where: { id: { in: [zebra!, aurora!, hidden!] } }, data: { status: "active" } });
    await db.documentation.update({ where: { id: hidden! }, data: { isPublic: false } });
    await db.documentation.update({ where: { id: aurora! }, data: { description: "Where to begin" } });
    const { sites, total } = await listPublicSites(team.organizationId, { limit: 50 });
    const names = sites.map((site) => site.name);
    expect(names.filter((name) => name.endsWith("Guide") || name === "Staff Handbook")).toEqual(["Aurora Guide", "Zebra Guide"]);
    expect(total).toBe(sites.length);
    expect(sites.find((site) => site.name === "Aurora Guide")).toEqual({ name: "Aurora Guide", slug: "aurora-guide", description: "Where to begin" });
    // A page of them, counted all the same.
    expect(await listPublicSites(team.organizationId, { limit: 1, offset: 1 })).toEqual({ sites: [sites[1]], total });
    // An organization whose documentation is switched off serves no site, so names none.
    await db.organization.update({ where: { id: team.organizationId }, data: { documentationActive: false } });
    expect(await listPublicSites(team.organizationId, { limit: 50 })).toEqual({ sites: [], total: 0 });
    await db.organization.update({ where: { id: team.organizationId }, data: { documentationActive: true } });
  });

  it("paginates with a Link header", async () => {
    const first = await api.get(`${orgPath()}/list?limit=1`, { token: team.owner.token });
    expect(first.body).toHaveLength(1);
    const cursor = first.headers.get("x-next-cursor");
    expect(first.headers.get("link")).toContain('rel="next"');
    const second = await api.get(`${orgPath()}/list?limit=1&cursor=${cursor}`, { token: team.owner.token });
    expect(second.body[0].documentation_id).not.toBe(first.body[0].documentation_id);
    expectProblem(await api.get(`${orgPath()}/list?limit=0`, { token: team.owner.token }), 400);
  });

  it("refuses strangers", async () => {
    expectProblem(await api.get(`${orgPath()}/list`), 401);
    expectProblem(await api.get(`${orgPath()}/list`, { token: team.outsider.token }), 404);
  });
});

describe("GET/PUT/DELETE DOC", () => {
  it("reads a project", async () => {
    const response = await api.get(docPath(team), { token: team.grantedReader.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ documentation_id: team.documentationId, status: "pending", init_source: "blank" });
  });

  it("hides the project from ungranted readers and other organizations", async () => {
    expectProblem(await api.get(docPath(team), { token: team.reader.token }), 404);
    expectProblem(await api.get(docPath(team), { token: team.outsider.token }), 404);
    expectProblem(await api.get(`/api/v1/documentation/${team.outsiderOrganizationId}/${team.documentationId}`, { token: team.outsider.token }), 404);
    expectProblem(await api.get(docPath(team)), 401);
  });

  it("updates name and description", async () => {
    const response = await api.put(docPath(team), { token: team.admin.token, json: { name: "Product Guide", description: "How to" } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Product Guide", description: "How to" });
    expectProblem(await api.put(docPath(team), { token: team.admin.token, json: {} }), 400);
    expectProblem(await api.put(docPath(team), { token: team.grantedReader.token, json: { name: "x" } }), 403);
    expectProblem(await api.put(docPath(team), { token: team.member.token, json: { name: "x" } }), 403);
  });

  it("deletes a project with its content", async () => {
    const doomed = await createProject(team, "Doomed");
    const path = `${orgPath()}/${doomed}`;
    await api.post(`${path}/initialize-blank`, { token: team.owner.token });
    expectProblem(await api.delete(path, { token: team.member.token }), 403);
    expect((await api.delete(path, { token: team.admin.token })).status).toBe(204);
    expectProblem(await api.get(path, { token: team.admin.token }), 404);
  });
});

describe("PUT DOC/config", () => {
  it("stores a validated configuration, merging groups", async () => {
    const path = `${docPath(team)}/config`;
    const response = await api.put(path, {
      token: team.admin.token,
      json: {
        theme: { primary_color: "#1a73e8", appearance: "dark" },
        navigation: { show_breadcrumbs: true, links: [{ label: "Status", url: "https://status.example.com" }] },
        custom_domain: "Docs.Example.com",
        search: { enabled: true, placeholder: "Search the docs" },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ theme: { primary_color: "#1a73e8" }, custom_domain: "docs.example.com", logo_asset_id: null });
    const second = await api.put(path, { token: team.admin.token, json: { search: null, name: "Renamed" } });
    expect(second.body).toMatchObject({ name: "Renamed", search: null, theme: { appearance: "dark" } });
    expect((await api.get(path, { token: team.grantedReader.token })).body.custom_domain).toBe("docs.example.com");
  });

  it("rejects unknown and invalid fields", async () => {
    const path = `${docPath(team)}/config`;
    const unknown = await api.put(path, { token: team.admin.token, json: { colour: "red" } });
    expectProblem(unknown, 400);
    const nested = await api.put(path, { token: team.admin.token, json: { theme: { primary_color: "blue", glow: true } } });
    expectProblem(nested, 400);
    expect(nested.body.errors.map((e: Json) => e.path)).toEqual(expect.arrayContaining(["body.theme.primary_color", "body.theme"]));
    expectProblem(await api.put(path, { token: team.admin.token, json: { logo_asset_id: "no-such-asset" } }), 400);
    expectProblem(await api.put(path, { token: team.admin.token, json: { custom_domain: "not a domain" } }), 400);
  });

  it("stores an announcement, validated, and removes it with null", async () => {
    const path = `${docPath(team)}/config`;
    const banner = { message: "Version 3 is out.", link: { label: "What's new", url: "https://acme.example/v3" } };
    const saved = await api.put(path, { token: team.admin.token, json: { banner } });
    expect(saved.status).toBe(200);
    expect(saved.body.banner).toEqual(banner);
    const invalid = await api.put(path, {
      token: team.admin.token,
      json: { banner: { message: " ", link: { label: "", url: "javascript:alert(1)" }, dismissible: "yes" } },
    });
    expectProblem(invalid, 400);
    expect(invalid.body.errors.map((e: Json) => e.path)).toEqual(
      expect.arrayContaining(["body.banner.message", "body.banner.link.label", "body.banner.link.url", "body.banner.dismissible"]),
    );
    expectProblem(await api.put(path, { token: team.admin.token, json: { banner: { message: "x".repeat(201) } } }), 400);
    // A refused change changes nothing.
    expect((await api.get(path, { token: team.admin.token })).body.banner).toEqual(banner);
    expect((await api.put(path, { token: team.admin.token, json: { banner: null } })).body.banner).toBeNull();
  });

  it("stores variables, validated, and removes them with null", async () => {
    const path = `${docPath(team)}/config`;
    const variables = { product: "Acme", release_2: "3.2.0", _internal: "" };
    const saved = await api.put(path, { token: team.admin.token, json: { variables } });
    expect(saved.status).toBe(200);
    expect(saved.body.variables).toEqual(variables);
    const invalid = await api.put(path, { token: team.admin.token, json: { variables: { "2fa": "x", "product.name": "x", ok: "two\nlines", n: 3 } } });
    expectProblem(invalid, 400);
    expect(invalid.body.errors.map((e: Json) => e.path)).toEqual(expect.arrayContaining(["body.variables.2fa", "body.variables.product.name", "body.variables.ok", "body.variables.n"]));
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`v${index}`, "x"]));
    expectProblem(await api.put(path, { token: team.admin.token, json: { variables: tooMany } }), 400);
    expectProblem(await api.put(path, { token: team.admin.token, json: { variables: { long: "x".repeat(501) } } }), 400);
    // A refused change changes nothing.
    expect((await api.get(path, { token: team.admin.token })).body.variables).toEqual(variables);
    expect((await api.put(path, { token: team.admin.token, json: { variables: null } })).body.variables).toBeNull();
  });

  it("stores a footer, validated, and removes it with null", async () => {
    const path = `${docPath(team)}/config`;
    const footer = {
      columns: [{ title: "Product", links: [{ label: "Pricing", url: "https://acme.example/pricing" }] }],
      links: [{ label: "Blog", url: "https://acme.example/blog" }],
      socials: { github: "https://github.com/acme", mastodon: "https://hachyderm.io/@acme" },
      copyright: "© 2026 Acme",
    };
    const saved = await api.put(path, { token: team.admin.token, json: { footer } });
    expect(saved.status).toBe(200);
    expect(saved.body.footer).toEqual(footer);
    const invalid = await api.put(path, {
      token: team.admin.token,
      json: {
        footer: {
          columns: [{ title: " ", links: [] }],
          links: [{ label: "", url: "ftp://x" }],
          socials: { myspace: "https://myspace.com/acme", x: "javascript:alert(1)" },
          copyright: " ",
        },
      },
    });
    expectProblem(invalid, 400);
    expect(invalid.body.errors.map((e: Json) => e.path)).toEqual(
      expect.arrayContaining(["body.footer.columns.0.title", "body.footer.columns.0.links", "body.footer.links.0.label", "body.footer.links.0.url", "body.footer.socials.x", "body.footer.copyright"]),
    );
    expect(invalid.body.errors.some((e: Json) => String(e.path).startsWith("body.footer.socials") && /myspace/.test(`${e.path} ${e.message}`))).toBe(true);
    const column = { title: "More", links: [{ label: "A", url: "https://a.example" }] };
    const tooMany = await api.put(path, { token: team.admin.token, json: { footer: { columns: Array.from({ length: 5 }, () => column) } } });
    expectProblem(tooMany, 400);
    expect(tooMany.body.errors.map((e: Json) => e.path)).toEqual(["body.footer.columns"]);
    // A refused change changes nothing.
    expect((await api.get(path, { token: team.admin.token })).body.footer).toEqual(footer);
    expect((await api.put(path, { token: team.admin.token, json: { footer: null } })).body.footer).toBeNull();
  });

  it("refuses a domain another project holds", async () => {
    const other = await createProject(team, "Other");
    const response = await api.put(`${orgPath()}/${other}/config`, { token: team.admin.token, json: { custom_domain: "docs.example.com" } });
    expectProblem(response, 409);
  });

  it("needs the configure permission", async () => {
    const path = `${docPath(team)}/config`;
    expectProblem(await api.put(path, { json: { search: null } }), 401);
    expectProblem(await api.put(path, { token: team.member.token, json: { search: null } }), 403);
    expectProblem(await api.put(path, { token: team.grantedReader.token, json: { search: null } }), 403);
    expectProblem(await api.put(path, { token: team.reader.token, json: { search: null } }), 404);
    expectProblem(await api.put(path, { token: team.outsider.token, json: { search: null } }), 404);
  });
});

describe("POST DOC/initialize-blank", () => {
  it("scaffolds a version, a section and an introduction; a second initializer is a 409", async () => {
    const id = await createProject(team, "Fresh");
    const path = `${orgPath()}/${id}`;
    const init = await api.post(`${path}/initialize-blank`, { token: team.member.token, json: { version_name: "2.0" } });
    expect(init.status).toBe(201);
    expect(init.body).toMatchObject({ documentation_id: id, status: "pending" });
    const versions = await api.get(`${path}/version`, { token: team.member.token });
    expect(versions.body).toEqual([expect.objectContaining({ name: "2.0", is_default: true, is_latest: true })]);
    const sections = await api.get(`${path}/version/${init.body.version_id}/section`, { token: team.member.token });
    expect(sections.body).toEqual([expect.objectContaining({ title: "Getting started" })]);
    const tree = await api.get(`${path}/version/${init.body.version_id}/section/${init.body.section_id}/entry/tree`, { token: team.member.token });
    expect(tree.body.children).toEqual([expect.objectContaining({ title: "Introduction", kind: "page", children: [] })]);
    expectProblem(await api.post(`${path}/initialize-blank`, { token: team.member.token }), 409);
  });

  it("validates and authorizes", async () => {
    const id = await createProject(team, "Fresh 2");
    const path = `${orgPath()}/${id}/initialize-blank`;
    expectProblem(await api.post(path, { token: team.member.token, json: { template: "x" } }), 400);
    expectProblem(await api.post(path), 401);
    expectProblem(await api.post(path, { token: team.reader.token }), 404);
    expectProblem(await api.post(path, { token: team.outsider.token }), 404);
  });
});

describe("restore lock", () => {
  it("answers 423 to writes while reads still work", async () => {
    const id = await createProject(team, "Locked");
    const path = `${orgPath()}/${id}`;
    await setLocked(id, true);
    expect((await api.get(path, { token: team.member.token })).status).toBe(200);
    expectProblem(await api.post(`${path}/initialize-blank`, { token: team.member.token }), 423);
    expectProblem(await api.put(`${path}/config`, { token: team.admin.token, json: { search: null } }), 423);
    expectProblem(await api.post(`${path}/version`, { token: team.member.token, json: { name: "v1" } }), 423);
    expectProblem(await api.delete(path, { token: team.admin.token }), 423);
    await setLocked(id, false);
    expect((await api.post(`${path}/initialize-blank`, { token: team.member.token })).status).toBe(201);
  });
});
