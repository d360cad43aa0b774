import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { createSection, docPath, entryPath, makeContentTeam, versionPath, type ContentTeam } from "../content/helpers";
import { branchEntryPath, changeRequestPath, createPage, editBranch, editMain, numberedLines, openChangeRequest, readMain } from "./helpers";

let team: ContentTeam;
beforeAll(async () => {
  team = await makeContentTeam();
});

const merge = (id: string, json?: Json, token = team.member.token) => api.post(`${changeRequestPath(team, id)}/merge`, { token, json });

describe("merging", () => {
  it("merges changes to different pages, new pages and deletions", async () => {
    const pageA = await createPage(team, "Merge A", "a\n");
    const pageB = await createPage(team, "Merge B", "b\n");
    const doomed = await createPage(team, "Merge doomed", "bye\n");
    const id = await openChangeRequest(team);
    await editBranch(team, id, pageA, { content: "a from branch\n", title: "Merge A2" });
    await editMain(team, pageB, { content: "b from main\n" });
    const created = await api.post(branchEntryPath(team, id), { token: team.member.token, json: { title: "Merged new page", content: "fresh\n" } });
    await api.delete(`${branchEntryPath(team, id)}/${doomed}`, { token: team.member.token });

    const merged = await merge(id);
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ change_request: { status: "merged", merged_by: team.member.id }, entries: { created: 1, updated: 1, deleted: 1 } });
    expect(await readMain(team, pageA)).toMatchObject({ content: "a from branch\n", title: "Merge A2" });
    expect((await readMain(team, pageB)).content).toBe("b from main\n");
    expect((await readMain(team, created.body.entry_id)).content).toBe("fresh\n");
    expectProblem(await api.get(`${entryPath(team)}/${doomed}`, { token: team.member.token }), 404);
    // Merged is history: the branch no longer changes, but still reads.
    expectProblem(await merge(id), 409);
    expectProblem(await api.put(`${branchEntryPath(team, id)}/${pageA}`, { token: team.member.token, json: { content: "late\n" } }), 409);
    expect((await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.member.token })).body.entries.length).toBe(3);
  });

  it("merges edits to different parts of one page", async () => {
    const page = await createPage(team, "Same page", numberedLines(12));
    const id = await openChangeRequest(team);
    await editBranch(team, id, page, { content: numberedLines(12, { 2: "Branch line 2" }) });
    await editMain(team, page, { content: numberedLines(12, { 11: "Main line 11" }) });
    expect((await merge(id)).status).toBe(200);
    expect((await readMain(team, page)).content).toBe(numberedLines(12, { 2: "Branch line 2", 11: "Main line 11" }));
  });

  it("merges sections field by field: the branch's icon with main's new title, and new sections with theirs", async () => {
    const section = await createSection(team, "Iconless");
    const renamed = await createSection(team, "Renamed without icon");
    const id = await openChangeRequest(team);
    const sectionPath = (sectionId: string) => `${changeRequestPath(team, id)}/section/${sectionId}`;
    expect((await api.put(sectionPath(section), { token: team.member.token, json: { icon: "rocket" } })).body.icon).toBe("rocket");
    expect((await api.put(sectionPath(renamed), { token: team.member.token, json: { title: "Renamed in branch" } })).status).toBe(200);
    const added = await api.post(`${changeRequestPath(team, id)}/section`, { token: team.member.token, json: { title: "Branch icons", icon: "🧭" } });
    expect(added.body.icon).toBe("🧭");
    expect((await api.put(`${versionPath(team)}/section/${section}`, { token: team.member.token, json: { title: "Renamed on main" } })).status).toBe(200);
    const diff = (await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.member.token })).body.sections;
    expect(diff).toEqual(expect.arrayContaining([expect.objectContaining({ section_id: section, change: "changed", fields: ["icon"] })]));
    // A base recorded before sections had icons reads as none.
    const recordWithoutIcon = async (sectionId: string) => {
      const where = { changeRequestId_sectionId: { changeRequestId: id, sectionId } };
      const base = { ...((await db.changeRequestSection.findUniqueOrThrow({ where })).base as Record<string, unknown>) };
      delete base.icon;
      await db.changeRequestSection.update({ where, data: { base: base as Json } });
    };
    await recordWithoutIcon(section);
    expect((await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.member.token })).body.sections).toEqual(expect.arrayContaining([expect.objectContaining({ section_id: section, fields: ["icon"] })]));
    // A section without an icon on either side shows no icon change, whatever its base recorded.
    await recordWithoutIcon(renamed);
    expect((await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.member.token })).body.sections).toEqual(
      expect.arrayContaining([expect.objectContaining({ section_id: renamed, change: "changed", fields: ["title"] })]),
    );

    expect((await merge(id)).status).toBe(200);
    const main = (await api.get(`${versionPath(team)}/section`, { token: team.member.token })).body;
    expect(main.find((item: Json) => item.section_id === section)).toMatchObject({ title: "Renamed on main", icon: "rocket" });
    expect(main.find((item: Json) => item.section_id === added.body.section_id)).toMatchObject({ title: "Branch icons", icon: "🧭" });
    expect(main.find((item: Json) => item.section_id === renamed)).toMatchObject({ title: "Renamed in branch", icon: null });
  });

  it("answers 409 listing true conflicts and changes nothing, then merges once they are resolved", async () => {
    const clash = await createPage(team, "Clash", numberedLines(4));
    const clean = await createPage(team, "Clean", "clean\n");
    const id = await openChangeRequest(team);
    await editBranch(team, id, clash, { content: numberedLines(4, { 2: "Branch says" }) });
    await editBranch(team, id, clean, { content: "clean from branch\n" });
    await editMain(team, clash, { content: numberedLines(4, { 2: "Main says" }) });

    const refused = await merge(id);
    expectProblem(refused, 409);
    expect(refused.body.conflicts).toEqual([
      expect.objectContaining({ entry_id: clash, reason: "both_changed", fields: ["content"], main: numberedLines(4, { 2: "Main says" }) }),
    ]);
    expect(refused.body.conflicts[0].merged_with_markers).toContain("Branch says");
    // One transaction: the clean page was not merged either.
    expect((await readMain(team, clean)).content).toBe("clean\n");
    expect((await api.get(changeRequestPath(team, id), { token: team.member.token })).body.status).toBe("open");

    expectProblem(await merge(id, { resolutions: [{ entry_id: clash, take: "theirs" }] }), 400);
    const edited = numberedLines(4, { 2: "Both say" });
    const resolved = await merge(id, { resolutions: [{ entry_id: clash, content: edited }] });
    expect(resolved.status).toBe(200);
    expect((await readMain(team, clash)).content).toBe(edited);
    expect((await readMain(team, clean)).content).toBe("clean from branch\n");
  });

  it("lists a page deleted on main but edited in the branch, and takes a side", async () => {
    const page = await createPage(team, "Gone on main", "x\n");
    const id = await openChangeRequest(team);
    await editBranch(team, id, page, { content: "kept in branch\n" });
    expect((await api.delete(`${entryPath(team)}/${page}`, { token: team.member.token })).status).toBe(204);
    const refused = await merge(id);
    expectProblem(refused, 409);
    expect(refused.body.conflicts[0]).toMatchObject({ entry_id: page, reason: "deleted_in_main" });
    expect((await merge(id, { resolutions: [{ entry_id: page, take: "main" }] })).status).toBe(200);
    expectProblem(await api.get(`${entryPath(team)}/${page}`, { token: team.member.token }), 404);
  });

  it("lists pages it cannot place: a slug taken on main, a folder deleted on main", async () => {
    const folder = await api.post(entryPath(team), { token: team.member.token, json: { kind: "folder", title: "Doomed folder" } });
    const id = await openChangeRequest(team);
    const inFolder = await api.post(branchEntryPath(team, id), { token: team.member.token, json: { title: "In folder", parent_id: folder.body.entry_id } });
    const twin = await api.post(branchEntryPath(team, id), { token: team.member.token, json: { title: "Twin page" } });
    expect([inFolder.status, twin.status]).toEqual([201, 201]);
    await createPage(team, "Twin page", "main's twin\n");
    expect((await api.delete(`${entryPath(team)}/${folder.body.entry_id}`, { token: team.member.token })).status).toBe(204);
    const refused = await merge(id);
    expectProblem(refused, 409);
    expect(refused.body.conflicts.map((conflict: Json) => [conflict.entry_id, conflict.reason]).sort()).toEqual(
      [
        [inFolder.body.entry_id, "deleted_in_main"],
        [twin.body.entry_id, "slug_taken"],
      ].sort(),
    );
    const resolutions = [inFolder, twin].map((created) => ({ entry_id: created.body.entry_id, take: "main" }));
    expect((await merge(id, { resolutions })).status).toBe(200);
    expectProblem(await api.get(`${entryPath(team)}/${inFolder.body.entry_id}`, { token: team.member.token }), 404);
  });

  it("merges only with the role that edits the main draft", async () => {
    const id = await openChangeRequest(team);
    expectProblem(await merge(id, undefined, team.grantedReader.token), 403);
    expectProblem(await merge(id, { resolutions: "all" }), 400);
  });
});

describe("review", () => {
  it("requires the configured approvals from members other than the author and records events", async () => {
    const config = await api.put(`${docPath(team)}/config`, { token: team.admin.token, json: { change_requests: { required_approvals: 1 } } });
    expect(config.status).toBe(200);
    expect(config.body.change_requests).toEqual({ required_approvals: 1 });
    const page = await createPage(team, "Reviewed", "draft\n");
    const id = await openChangeRequest(team, "Needs review");
    await editBranch(team, id, page, { content: "reviewed\n" });

    const needs = await merge(id);
    expectProblem(needs, 422);
    expect(needs.body).toMatchObject({ approvals: 0, required_approvals: 1 });
    expectProblem(await api.post(`${changeRequestPath(team, id)}/reviews`, { token: team.member.token, json: { state: "approved" } }), 400);
    expectProblem(await api.post(`${changeRequestPath(team, id)}/reviews`, { token: team.admin.token, json: { state: "maybe" } }), 400);

    const requested = await api.post(`${changeRequestPath(team, id)}/reviewers`, { token: team.member.token, json: { reviewers: [team.admin.email, team.owner.id] } });
    expect(requested.status).toBe(200);
    expect(requested.body.reviewers.sort()).toEqual([team.admin.id, team.owner.id].sort());
    expectProblem(await api.post(`${changeRequestPath(team, id)}/reviewers`, { token: team.member.token, json: { reviewers: [team.outsider.email] } }), 400);

    const changes = await api.post(`${changeRequestPath(team, id)}/reviews`, { token: team.admin.token, json: { state: "changes_requested", body: "More" } });
    expect(changes.status).toBe(201);
    expect((await api.get(changeRequestPath(team, id), { token: team.member.token })).body).toMatchObject({ approvals: 0, changes_requested: true });
    expectProblem(await merge(id), 422);
    const approved = await api.post(`${changeRequestPath(team, id)}/reviews`, { token: team.admin.token, json: { state: "approved", body: "Good" } });
    expect(approved.body).toMatchObject({ reviewer_id: team.admin.id, state: "approved" });
    expect((await api.get(`${changeRequestPath(team, id)}/reviews`, { token: team.grantedReader.token })).body).toHaveLength(2);
    expect((await merge(id)).status).toBe(200);

    const events = await db.event.findMany({ where: { documentationId: team.documentationId, metadata: { path: ["change_request_id"], equals: id } } });
    expect(events.map((event) => event.type).sort()).toEqual(
      ["change_request.approved", "change_request.changes_requested", "change_request.merged", "change_request.opened"].sort(),
    );
    expect(events.find((event) => event.type === "change_request.merged")?.actorUserId).toBe(team.member.id);
    await api.put(`${docPath(team)}/config`, { token: team.admin.token, json: { change_requests: null } });
  });

  it("keeps comments, line comments, replies and their resolution", async () => {
    const page = await createPage(team, "Commented", numberedLines(3));
    const id = await openChangeRequest(team);
    await editBranch(team, id, page, { content: numberedLines(3, { 2: "Changed" }) });
    const comments = `${changeRequestPath(team, id)}/comments`;
    const general = await api.post(comments, { token: team.admin.token, json: { body: "Looks close." } });
    expect(general.status).toBe(201);
    const line = await api.post(comments, { token: team.admin.token, json: { body: "Why this word?", entry_id: page, line: 2 } });
    expect(line.body).toMatchObject({ entry_id: page, line: 2, side: "new", resolved: false });
    const reply = await api.post(comments, { token: team.member.token, json: { body: "Clearer.", parent_id: line.body.comment_id } });
    expect(reply.body).toMatchObject({ parent_id: line.body.comment_id, entry_id: page });
    const resolved = await api.patch(`${comments}/${line.body.comment_id}`, { token: team.member.token, json: { resolved: true } });
    expect(resolved.body).toMatchObject({ resolved: true, resolved_by: team.member.id });
    const list = await api.get(`${comments}?limit=2`, { token: team.grantedReader.token });
    expect(list.body.map((comment: Json) => comment.comment_id)).toEqual([general.body.comment_id, line.body.comment_id]);
    const rest = await api.get(`${comments}?limit=2&cursor=${list.headers.get("x-next-cursor")}`, { token: team.grantedReader.token });
    expect(rest.body.map((comment: Json) => comment.comment_id)).toEqual([reply.body.comment_id]);

    expectProblem(await api.post(comments, { token: team.admin.token, json: { body: "x", line: 2 } }), 400);
    expectProblem(await api.post(comments, { token: team.admin.token, json: { body: "" } }), 400);
    expectProblem(await api.post(comments, { token: team.admin.token, json: { body: "x", parent_id: "missing" } }), 400);
    expectProblem(await api.patch(`${comments}/missing`, { token: team.admin.token, json: { resolved: true } }), 404);
    expectProblem(await api.patch(`${comments}/${general.body.comment_id}`, { token: team.grantedReader.token, json: { resolved: true } }), 403);
    const commented = await db.event.count({ where: { type: "change_request.commented", metadata: { path: ["change_request_id"], equals: id } } });
    expect(commented).toBe(3);
  });

  it("closes without merging and keeps the history", async () => {
    const page = await createPage(team, "Closed", "main\n");
    const id = await openChangeRequest(team);
    await editBranch(team, id, page, { content: "proposal\n" });
    const closed = await api.post(`${changeRequestPath(team, id)}/close`, { token: team.member.token });
    expect(closed.body).toMatchObject({ status: "closed", closed_at: expect.any(String) });
    expect((await readMain(team, page)).content).toBe("main\n");
    expect((await api.get(`${branchEntryPath(team, id)}/${page}`, { token: team.member.token })).body.content).toBe("proposal\n");
    expect((await api.get(`${changeRequestPath(team, id)}/diff`, { token: team.member.token })).body.entries).toHaveLength(1);
    expectProblem(await merge(id), 409);
    expectProblem(await api.post(`${changeRequestPath(team, id)}/close`, { token: team.member.token }), 409);
  });
});
