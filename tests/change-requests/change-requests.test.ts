import { beforeAll, describe, expect, it } from "vitest";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createSection, docPath, entryPath, makeContentTeam, versionPath, type ContentTeam } from "../content/helpers";
import {
  branchEntryPath,
  changeRequestPath,
  changeRequestsPath,
  createPage,
  editBranch,
  editMain,
  numberedLines,
  openChangeRequest,
  readMain,
} from "./helpers";

let team: ContentTeam;
beforeAll(async () => {
  team = await makeContentTeam();
});

describe("opening change requests", () => {
  it("opens a change request on a version's draft and lists it", async () => {
    const response = await api.post(changeRequestsPath(team), { token: team.member.token, json: { title: "Rewrite install", description: "Adds SSO" } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ title: "Rewrite install", description: "Adds SSO", status: "open", author_id: team.member.id, approvals: 0, required_approvals: 0 });
    const id = response.body.change_request_id;
    const read = await api.get(changeRequestPath(team, id), { token: team.grantedReader.token });
    expect(read.body).toMatchObject({ change_request_id: id, version_id: team.versionId });
    const list = await api.get(`${changeRequestsPath(team)}?status=open`, { token: team.grantedReader.token });
    expect(list.body.map((item: Json) => item.change_request_id)).toContain(id);
    const renamed = await api.patch(changeRequestPath(team, id), { token: team.member.token, json: { title: "Rewrite the install page" } });
    expect(renamed.body.title).toBe("Rewrite the install page");
  });

  it("validates input", async () => {
    const bad = await api.post(changeRequestsPath(team), { token: team.member.token, json: { title: "", colour: "red" } });
    expectProblem(bad, 400);
    expect(bad.body.errors.map((error: Json) => error.path)).toContain("body.title");
    expectProblem(await api.post(changeRequestsPath(team), { token: team.member.token, json: "nope" }), 400);
    expectProblem(await api.get(`${changeRequestsPath(team)}?status=draft`, { token: team.member.token }), 400);
    expectProblem(await api.patch(changeRequestPath(team, await openChangeRequest(team)), { token: team.member.token, json: {} }), 400);
    expectProblem(await api.post(`${docPath(team)}/version/missing/change-requests`, { token: team.member.token, json: { title: "x" } }), 404);
    expectProblem(await api.get(changeRequestPath(team, "missing"), { token: team.member.token }), 404);
  });

  it("refuses callers without the right access", async () => {
    const id = await openChangeRequest(team);
    const endpoints: [string, string, Json?][] = [
      ["post", changeRequestsPath(team), { title: "x" }],
      ["get", changeRequestsPath(team)],
      ["get", changeRequestPath(team, id)],
      ["patch", changeRequestPath(team, id), { title: "y" }],
      ["get", `${changeRequestPath(team, id)}/diff`],
      ["post", `${changeRequestPath(team, id)}/merge`, {}],
      ["post", `${changeRequestPath(team, id)}/close`],
      ["get", `${changeRequestPath(team, id)}/comments`],
      ["post", `${changeRequestPath(team, id)}/comments`, { body: "hi" }],
      ["get", `${changeRequestPath(team, id)}/reviews`],
      ["post", `${changeRequestPath(team, id)}/reviews`, { state: "approved" }],
      ["post", `${changeRequestPath(team, id)}/reviewers`, { reviewers: [team.admin.email] }],
      ["get", `${changeRequestPath(team, id)}/section`],
      ["post", `${changeRequestPath(team, id)}/section`, { title: "New" }],
      ["get", `${changeRequestPath(team, id)}/section/${team.sectionId}`],
      ["get", branchEntryPath(team, id)],
      ["post", branchEntryPath(team, id), { title: "x" }],
      ["get", `${branchEntryPath(team, id)}/${team.introductionId}`],
      ["put", `${branchEntryPath(team, id)}/${team.introductionId}`, { title: "x" }],
      ["delete", `${branchEntryPath(team, id)}/${team.introductionId}`],
      ["post", `${branchEntryPath(team, id)}/${team.introductionId}/move`, { parent_id: null }],
      ["post", `${changeRequestPath(team, id)}/preview-link`, {}],
    ];
    for (const [method, path, json] of endpoints) {
      const send = (token?: string) => api[method as "get"](path, { token, json });
      expectProblem(await send(), 401);
      expectProblem(await send(team.outsider.token), 404);
      // The team's reader has no grant to this project: it does not exist for them.
      expectProblem(await send(team.reader.token), 404);
      if (method !== "get") expectProblem(await send(team.grantedReader.token), 403);
    }
    expect((await api.get(changeRequestPath(team, id), { token: team.member.token })).body.status).toBe("open");
  });
});

describe("branch isolation", () => {
  it("reads and writes the branch while the main draft goes on", async () => {
    const pageA = await createPage(team, "Isolation A", "alpha\n");
    const pageB = await createPage(team, "Isolation B", "beta\n");
    const id = await openChangeRequest(team);
    const edited = await editBranch(team, id, pageA, { content: "alpha in branch\n" });
    expect(edited.content).toBe("alpha in branch\n");
    expect((await readMain(team, pageA)).content).toBe("alpha\n");
    const created = await api.post(branchEntryPath(team, id), { token: team.member.token, json: { title: "Branch only", content: "new\n" } });
    expect(created.status).toBe(201);
    expectProblem(await api.get(`${entryPath(team)}/${created.body.entry_id}`, { token: team.member.token }), 404);

    await editMain(team, pageB, { content: "beta on main\n" });
    const branchB = await api.get(`${branchEntryPath(team, id)}/${pageB}`, { token: team.member.token });
    expect(branchB.body.content).toBe("beta on main\n");
    const branchA = await api.get(`${branchEntryPath(team, id)}/${pageA}`, { token: team.grantedReader.token });
    expect(branchA.body.content).toBe("alpha in branch\n");

    expect((await api.delete(`${branchEntryPath(team, id)}/${pageB}`, { token: team.member.token })).status).toBe(204);
    expectProblem(await api.get(`${branchEntryPath(team, id)}/${pageB}`, { token: team.member.token }), 404);
    expect((await readMain(team, pageB)).content).toBe("beta on main\n");

    const branchList = (await api.get(`${branchEntryPath(team, id)}?limit=200`, { token: team.member.token })).body.map((entry: Json) => entry.entry_id);
    expect(branchList).toEqual(expect.arrayContaining([pageA, created.body.entry_id]));
    expect(branchList).not.toContain(pageB);
    const mainList = (await api.get(`${entryPath(team)}?limit=200`, { token: team.member.token })).body.map((entry: Json) => entry.entry_id);
    expect(mainList).toContain(pageB);
    expect(mainList).not.toContain(created.body.entry_id);
  });

  it("answers 412 to a stale If-Match and 409 to a taken slug in the branch", async () => {
    const page = await createPage(team, "Etag page", "x\n");
    const id = await openChangeRequest(team);
    const first = await api.put(`${branchEntryPath(team, id)}/${page}`, { token: team.member.token, json: { content: "y\n" } });
    const stale = await api.put(`${branchEntryPath(team, id)}/${page}`, {
      token: team.member.token,
      json: { content: "z\n" },
      headers: { "if-match": '"1"' },
    });
    expectProblem(stale, 412);
    expect(stale.body.current_etag).toBe(first.headers.get("etag"));
    expectProblem(await api.post(branchEntryPath(team, id), { token: team.member.token, json: { title: "Dup", slug: "etag-page" } }), 409);
    expectProblem(await api.post(branchEntryPath(team, id), { token: team.member.token, json: { title: "" } }), 400);
  });

  it("reorders entries and sections and answers the tree in the branch only", async () => {
    const section = await createSection(team, "Ordered");
    const [first, second] = [await createPage(team, "First", "1\n", section), await createPage(team, "Second", "2\n", section)];
    const id = await openChangeRequest(team);
    const reordered = await api.post(`${branchEntryPath(team, id, section)}/reorder`, { token: team.member.token, json: [second, first] });
    expect(reordered.body).toEqual({ parent_id: null, entries: [{ entry_id: second, order: 0 }, { entry_id: first, order: 1 }] });
    const tree = await api.get(`${branchEntryPath(team, id, section)}/tree`, { token: team.grantedReader.token });
    expect(tree.body.children.map((node: Json) => node.entry_id)).toEqual([second, first]);
    const mainTree = await api.get(`${entryPath(team, section)}/tree`, { token: team.member.token });
    expect(mainTree.body.children.map((node: Json) => node.entry_id)).toEqual([first, second]);
    expectProblem(await api.post(`${branchEntryPath(team, id, section)}/reorder`, { token: team.member.token, json: [second] }), 400);

    const sections = (await api.get(`${versionPath(team)}/section`, { token: team.member.token })).body.filter((item: Json) => item.parent_id === null);
    const reversed = sections.map((item: Json) => item.section_id).reverse();
    const sorted = await api.post(`${changeRequestPath(team, id)}/section/reorder`, { token: team.member.token, json: { section_ids: reversed } });
    expect(sorted.body.map((item: Json) => item.section_id)).toEqual(reversed);
    const mainSections = (await api.get(`${versionPath(team)}/section`, { token: team.member.token })).body.filter((item: Json) => item.parent_id === null);
    expect(mainSections.map((item: Json) => item.section_id)).toEqual(sections.map((item: Json) => item.section_id));
    expectProblem(await api.post(`${changeRequestPath(team, id)}/section/reorder`, { token: team.grantedReader.token, json: reversed }), 403);
  });

  it("adds, renames and removes sections in the branch only", async () => {
    const id = await openChangeRequest(team);
    const created = await api.post(`${changeRequestPath(team, id)}/section`, { token: team.member.token, json: { title: "Branch section" } });
    expect(created.status).toBe(201);
    const sections = (await api.get(`${changeRequestPath(team, id)}/section`, { token: team.member.token })).body.map((section: Json) => section.section_id);
    expect(sections).toContain(created.body.section_id);
    const main = (await api.get(`${versionPath(team)}/section`, { token: team.member.token })).body.map((section: Json) => section.section_id);
    expect(main).not.toContain(created.body.section_id);
    const page = await api.post(branchEntryPath(team, id, created.body.section_id), { token: team.member.token, json: { title: "Inside" } });
    expect(page.status).toBe(201);
    const renamed = await api.put(`${changeRequestPath(team, id)}/section/${team.sectionId}`, { token: team.member.token, json: { title: "Renamed in branch" } });
    expect(renamed.body.title).toBe("Renamed in branch");
    expect((await api.delete(`${changeRequestPath(team, id)}/section/${created.body.section_id}`, { token: team.member.token })).status).toBe(204);
    expectProblem(await api.get(`${changeRequestPath(team, id)}/section/${created.body.section_id}`, { token: team.member.token }), 404);
  });
});

describe("diff", () => {
  it("lists added, removed, moved and changed entries with a line diff", async () => {
    const section = await createSection(team, "Diff section");
    const [changed, removed, moved] = await Promise.all(["changed", "removed", "moved"].map((name) => createPage(team, `Diff ${name}`, numberedLines(5), section)));
    const ids = { changed: changed!, removed: removed!, moved: moved! };
    const folder = await api.post(entryPath(team, section), { token: team.member.token, json: { kind: "folder", title: "Diff folder" } });
    const id = await openChangeRequest(team);
    const branch = (path = "") => `${branchEntryPath(team, id, section)}${path}`;
    expect((await api.put(branch(`/${ids.changed}`), { token: team.member.token, json: { content: numberedLines(5, { 3: "Line three" }) } })).status).toBe(200);
    expect((await api.delete(branch(`/${ids.removed}`), { token: team.member.token })).status).toBe(204);
    expect((await api.post(branch(`/${ids.moved}/move`), { token: team.member.token, json: { parent_id: folder.body.entry_id } })).status).toBe(200);
    const added = await api.post(branch(), { token: team.member.token, json: { title: "Diff added", content: "one\ntwo\n" } });

    const diff = await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.grantedReader.token });
    expect(diff.status).toBe(200);
    const byId = Object.fromEntries(diff.body.entries.map((entry: Json) => [entry.entry_id, entry]));
    expect(byId[ids.changed]).toMatchObject({ change: "changed", fields: ["content"], additions: 1, deletions: 1, main_changed: false });
    expect(byId[ids.changed].lines).toContainEqual({ type: "removed", old_line: 3, new_line: null, text: "Line 3" });
    expect(byId[ids.changed].lines).toContainEqual({ type: "added", old_line: null, new_line: 3, text: "Line three" });
    expect(byId[ids.changed].lines).toContainEqual({ type: "context", old_line: 5, new_line: 5, text: "Line 5" });
    expect(byId[ids.removed]).toMatchObject({ change: "removed", after: null, deletions: 5 });
    expect(byId[ids.moved]).toMatchObject({ change: "moved", moved: true, after: { parent_id: folder.body.entry_id } });
    expect(byId[added.body.entry_id]).toMatchObject({ change: "added", before: null, additions: 2 });

    expect((await api.put(`${entryPath(team, section)}/${ids.changed}`, { token: team.member.token, json: { title: "Diff changed on main" } })).status).toBe(200);
    const again = await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.member.token });
    expect(again.body.entries.find((entry: Json) => entry.entry_id === ids.changed).main_changed).toBe(true);
  });
});
