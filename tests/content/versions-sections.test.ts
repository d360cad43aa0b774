import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createEntries, createSection, docPath, entryPath, makeContentTeam, sectionPath, setLocked, versionPath, type ContentTeam } from "./helpers";

let team: ContentTeam;
beforeAll(async () => {
  team = await makeContentTeam();
});

const versions = () => `${docPath(team)}/version`;
const designations = async () =>
  Object.fromEntries((await api.get(versions(), { token: team.member.token })).body.map((v: Json) => [v.name, [v.is_default, v.is_latest, v.is_deprecated]]));

describe("versions", () => {
  it("creates, lists, reads and updates versions", async () => {
    const created = await api.post(versions(), { token: team.member.token, json: { name: "2.0", is_latest: true } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "2.0", slug: "2-0", is_default: false, is_latest: true, is_deprecated: false });
    const v2 = created.body.version_id;
    expect(await designations()).toMatchObject({ v1: [true, false, false], "2.0": [false, true, false] });
    const read = await api.get(versionPath(team, v2), { token: team.grantedReader.token });
    expect(read.body.version_id).toBe(v2);
    const renamed = await api.put(versionPath(team, v2), { token: team.member.token, json: { name: "2.0 beta" } });
    expect(renamed.body.name).toBe("2.0 beta");
    expectProblem(await api.post(versions(), { token: team.member.token, json: { name: "x", slug: "2-0" } }), 409);
  });

  it("keeps exactly one default and at most one latest", async () => {
    const v3 = (await api.post(versions(), { token: team.member.token, json: { name: "3.0" } })).body.version_id;
    expect((await api.post(`${versionPath(team, v3)}/set-default`, { token: team.member.token })).body.is_default).toBe(true);
    expect((await api.post(`${versionPath(team, v3)}/set-latest`, { token: team.member.token })).body.is_latest).toBe(true);
    const all = await designations();
    expect(Object.values(all).filter((flags) => (flags as boolean[])[0])).toHaveLength(1);
    expect(Object.values(all).filter((flags) => (flags as boolean[])[1])).toHaveLength(1);
    expect(all["3.0"]).toEqual([true, true, false]);
    expectProblem(await api.put(versionPath(team, v3), { token: team.member.token, json: { is_default: false } }), 400);
  });

  it("runs concurrent set-default calls one at a time", async () => {
    const ids = await Promise.all(
      ["c1", "c2", "c3"].map(async (name) => (await api.post(versions(), { token: team.member.token, json: { name } })).body.version_id),
    );
    await Promise.all(ids.map((id) => api.post(`${versionPath(team, id)}/set-default`, { token: team.member.token })));
    expect(await db.version.count({ where: { documentationId: team.documentationId, isDefault: true } })).toBe(1);
  });

  it("deprecates without losing content and tells readers", async () => {
    const response = await api.post(`${versionPath(team)}/set-deprecated`, { token: team.member.token });
    expect(response.body).toMatchObject({ is_deprecated: true, warning: expect.stringContaining("deprecated") });
    expect((await api.get(`${entryPath(team)}/tree`, { token: team.grantedReader.token })).body.children).toHaveLength(1);
    const lifted = await api.post(`${versionPath(team)}/set-deprecated`, { token: team.member.token, json: { deprecated: false } });
    expect(lifted.body.is_deprecated).toBe(false);
  });

  it("refuses to delete the default version, and deletes others with their content", async () => {
    const fresh = (await api.post(versions(), { token: team.member.token, json: { name: "doomed" } })).body.version_id;
    await api.post(`${versionPath(team, fresh)}/set-default`, { token: team.member.token });
    expectProblem(await api.delete(versionPath(team, fresh), { token: team.member.token }), 409);
    await api.post(`${versionPath(team)}/set-default`, { token: team.member.token });
    const section = (await api.post(`${versionPath(team, fresh)}/section`, { token: team.member.token, json: { title: "S" } })).body.section_id;
    await api.post(`${versionPath(team, fresh)}/section/${section}/entry`, { token: team.member.token, json: { title: "P" } });
    expect((await api.delete(versionPath(team, fresh), { token: team.member.token })).status).toBe(204);
    expect(await db.section.count({ where: { versionId: fresh } })).toBe(0);
    expect(await db.entry.count({ where: { sectionId: section } })).toBe(0);
  });

  it("validates and authorizes", async () => {
    expectProblem(await api.post(versions(), { token: team.member.token, json: { name: "" } }), 400);
    expectProblem(await api.post(versions(), { token: team.member.token, json: { name: "x", stage: "beta" } }), 400);
    expectProblem(await api.post(versions(), { json: { name: "x" } }), 401);
    expectProblem(await api.post(versions(), { token: team.grantedReader.token, json: { name: "x" } }), 403);
    expectProblem(await api.get(versions(), { token: team.reader.token }), 404);
    expectProblem(await api.get(versions(), { token: team.outsider.token }), 404);
    expectProblem(await api.post(`${versionPath(team)}/set-default`, { token: team.grantedReader.token }), 403);
    expectProblem(await api.get(versionPath(team, "no-such-version"), { token: team.member.token }), 404);
  });
});

describe("sections", () => {
  it("creates top-level and nested sections in display order", async () => {
    const guides = await createSection(team, "Guides");
    const nested = await api.post(`${versionPath(team)}/section`, { token: team.member.token, json: { title: "Advanced", parent_id: guides } });
    expect(nested.status).toBe(201);
    expect(nested.body).toMatchObject({ parent_id: guides, slug: "advanced", order: 0 });
    const list = await api.get(`${versionPath(team)}/section`, { token: team.grantedReader.token });
    expect(list.body.map((s: Json) => s.title)).toEqual(expect.arrayContaining(["Getting started", "Guides", "Advanced"]));
    expect((await api.get(sectionPath(team, guides), { token: team.grantedReader.token })).body.title).toBe("Guides");
  });

  it("sets, changes and clears a section's icon", async () => {
    const created = await api.post(`${versionPath(team)}/section`, { token: team.member.token, json: { title: "Iconic", icon: " rocket " } });
    expect(created.status).toBe(201);
    expect(created.body.icon).toBe("rocket");
    const path = sectionPath(team, created.body.section_id);
    expect((await api.put(path, { token: team.member.token, json: { icon: "🚀" } })).body).toMatchObject({ title: "Iconic", icon: "🚀" });
    expectProblem(await api.put(path, { token: team.member.token, json: { icon: "x".repeat(101) } }), 400);
    expectProblem(await api.put(path, { token: team.member.token, json: { icon: "" } }), 400);
    expect((await api.get(path, { token: team.grantedReader.token })).body.icon).toBe("🚀");
    expect((await api.put(path, { token: team.member.token, json: { icon: null } })).body.icon).toBeNull();
    expect((await api.post(`${versionPath(team)}/section`, { token: team.member.token, json: { title: "Plain" } })).body.icon).toBeNull();
  });

  it("refuses a parent from another version or a cycle", async () => {
    const other = (await api.post(`${docPath(team)}/version`, { token: team.member.token, json: { name: "other" } })).body.version_id;
    const foreign = (await api.post(`${versionPath(team, other)}/section`, { token: team.member.token, json: { title: "F" } })).body.section_id;
    expectProblem(await api.post(`${versionPath(team)}/section`, { token: team.member.token, json: { title: "x", parent_id: foreign } }), 400);
    const a = await createSection(team, "Cycle A");
    const b = await createSection(team, "Cycle B", a);
    expectProblem(await api.put(sectionPath(team, a), { token: team.member.token, json: { parent_id: b } }), 400);
    const moved = await api.put(sectionPath(team, b), { token: team.member.token, json: { parent_id: null, title: "Cycle B2" } });
    expect(moved.body).toMatchObject({ parent_id: null, title: "Cycle B2" });
  });

  it("reorders with the complete list of a parent's sections", async () => {
    const parent = await createSection(team, "Reference");
    const ids = [await createSection(team, "One", parent), await createSection(team, "Two", parent), await createSection(team, "Three", parent)];
    const reversed = [...ids].reverse();
    const response = await api.post(`${versionPath(team)}/section/reorder`, { token: team.member.token, json: reversed });
    expect(response.status).toBe(200);
    expect(response.body.map((s: Json) => s.section_id)).toEqual(reversed);
    expect(response.body.map((s: Json) => s.order)).toEqual([0, 1, 2]);
    const reorder = (json: unknown) => api.post(`${versionPath(team)}/section/reorder`, { token: team.member.token, json });
    expectProblem(await reorder(ids.slice(0, 2)), 400);
    expectProblem(await reorder([...ids, team.sectionId]), 400);
    expectProblem(await reorder([ids[0], ids[0], ids[1], ids[2]]), 400);
    expectProblem(await reorder([]), 400);
    expect((await reorder({ section_ids: ids })).status).toBe(200);
    expectProblem(await api.post(`${versionPath(team)}/section/reorder`, { token: team.grantedReader.token, json: ids }), 403);
  });

  it("deletes a section with nested sections and entries", async () => {
    const top = await createSection(team, "Temporary");
    const child = await createSection(team, "Temporary child", top);
    await createEntries(team, child, [{ ref: "f", kind: "folder", title: "F" }, { parent_ref: "f", title: "P" }]);
    expect((await api.delete(sectionPath(team, top), { token: team.member.token })).status).toBe(204);
    expect(await db.section.count({ where: { id: { in: [top, child] } } })).toBe(0);
    expect(await db.entry.count({ where: { sectionId: child } })).toBe(0);
  });

  it("summarizes the source of truth and serves the markdown in tree order", async () => {
    const section = await createSection(team, "Sourced");
    await createEntries(team, section, [
      { ref: "api", kind: "folder", title: "API", metadata: { source: "openapi", source_path: "openapi.yaml" } },
      { parent_ref: "api", title: "List users", content: "# List users\n", metadata: { source: "openapi" } },
      { title: "Overview", content: "# Overview\n\nHello." },
    ]);
    const summary = await api.get(`${sectionPath(team, section)}/source`, { token: team.grantedReader.token });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ source: { kind: "manual" }, entries: { pages: 2, folders: 1 } });
    expect(summary.body.data_sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "openapi", pages: 1, folders: 1 }), expect.objectContaining({ kind: "manual", pages: 1 })]),
    );
    const markdown = await api.get(`${sectionPath(team, section)}/source`, { token: team.grantedReader.token, headers: { accept: "text/markdown" } });
    expect(markdown.headers.get("content-type")).toContain("text/markdown");
    expect(markdown.text.indexOf("api/list-users")).toBeGreaterThan(markdown.text.indexOf("folder: api"));
    expect(markdown.text.indexOf("# Overview")).toBeGreaterThan(markdown.text.indexOf("# List users"));
  });

  it("validates and authorizes", async () => {
    const base = `${versionPath(team)}/section`;
    expectProblem(await api.post(base, { token: team.member.token, json: { title: "" } }), 400);
    expectProblem(await api.post(base, { token: team.member.token, json: { title: "x", icon: 1 } }), 400);
    expectProblem(await api.post(base, { json: { title: "x" } }), 401);
    expectProblem(await api.post(base, { token: team.grantedReader.token, json: { title: "x" } }), 403);
    expectProblem(await api.get(base, { token: team.reader.token }), 404);
    expectProblem(await api.get(base, { token: team.outsider.token }), 404);
    expectProblem(await api.get(`${sectionPath(team)}/source`, { token: team.outsider.token }), 404);
    expectProblem(await api.put(sectionPath(team), { token: team.grantedReader.token, json: { title: "x" } }), 403);
    expectProblem(await api.delete(sectionPath(team), { token: team.grantedReader.token }), 403);
    expectProblem(await api.get(sectionPath(team, "missing"), { token: team.member.token }), 404);
  });

  it("refuses writes while the project is locked", async () => {
    await setLocked(team.documentationId, true);
    try {
      expectProblem(await api.post(`${versionPath(team)}/section`, { token: team.member.token, json: { title: "x" } }), 423);
      expectProblem(await api.post(`${versionPath(team)}/set-latest`, { token: team.member.token }), 423);
      expect((await api.get(`${versionPath(team)}/section`, { token: team.member.token })).status).toBe(200);
    } finally {
      await setLocked(team.documentationId, false);
    }
  });
});
