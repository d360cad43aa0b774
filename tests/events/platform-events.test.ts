import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessJobsIdle } from "@/lib/jobs/in-process-runner";
import { api, type Json } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { startGitHttpServer, type GitHttpServer } from "../backups/git-server";
import { makeProject } from "./helpers";

process.env.BACKUP_ALLOW_LOCAL_REPOSITORIES = "true";

let team: Team;
let server: GitHttpServer;

beforeAll(async () => {
  team = await makeTeam();
  server = await startGitHttpServer("secret-token");
});
afterAll(async () => server?.close());

describe("backup and restore events", () => {
  it("records backup.completed and restore.completed", async () => {
    const project = await makeProject(team.organizationId, team.owner, "Backed up guide");
    const doc = `/api/v1/documentation/${team.organizationId}/${project}`;
    const initialized = await api.post(`${doc}/initialize-blank`, { token: team.admin.token });
    expect(initialized.status).toBeLessThan(300);
    const saved = await api.put(`${doc}/backup/repository`, { token: team.admin.token, json: { repository_url: server.url, token: "secret-token" } });
    expect(saved.status).toBe(200);
    const backup = await api.post(`${doc}/backup`, { token: team.admin.token });
    expect(backup.status).toBe(202);
    await inProcessJobsIdle();
    const restore = await api.post(`${doc}/backup/restore`, { token: team.admin.token, json: { backup_id: backup.body.backup_id } });
    expect(restore.status).toBe(202);
    await inProcessJobsIdle();

    const events = await api.get(`/api/v1/organizations/${team.organizationId}/projects/${project}/events`, { token: team.owner.token });
    const types = events.body.map((event: Json) => event.type);
    expect(types).toEqual(expect.arrayContaining(["backup.completed", "restore.completed"]));
    const completed = events.body.find((event: Json) => event.type === "backup.completed");
    expect(completed.metadata).toMatchObject({ backup_id: backup.body.backup_id, commit: expect.any(String) });
  });
});
