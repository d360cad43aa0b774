import { beforeAll, describe, expect, it } from "vitest";
import { publishDocumentation } from "@/inngest/functions/publishing/publish-documentation";
import { assertQuota } from "@/lib/billing/quota";
import { db } from "@/lib/db";
import { api } from "../helpers/api";
import { makeContentTeam, type ContentTeam } from "../content/helpers";

let team: ContentTeam;

beforeAll(async () => {
  team = await makeContentTeam();
});

async function publishesUsed(): Promise<number> {
  const response = await api.get(`/api/organization/${team.organizationId}/subscription/validate-limit?limit=publishes&amount=1`, {
    token: team.owner.token,
  });
  return response.body.used;
}

describe("publishes quota", () => {
  it("does not count a publish refused because another one runs", async () => {
    await db.job.create({
      data: {
        functionId: publishDocumentation.id,
        runner: "in-process",
        status: "in_progress",
        input: { documentationId: team.documentationId },
        organizationId: team.organizationId,
        documentationId: team.documentationId,
      },
    });
    const before = await publishesUsed();
    const refused = await api.post(`/api/documentations/${team.documentationId}/publish`, { token: team.member.token });
    expect(refused.status).toBe(409);
    expect(await publishesUsed()).toBe(before);
  });

  it("gives a publish that failed for good back to the plan", async () => {
    const before = await publishesUsed();
    // Count one publish, as starting one does, then let the job's failure handler run.
    await assertQuota(team.organizationId, "publishes", 1);
    expect(await publishesUsed()).toBe(before + 1);
    await publishDocumentation.onFailure!({ jobId: "job-that-failed", input: { documentationId: team.documentationId }, error: "renderer crashed" });
    expect(await publishesUsed()).toBe(before);
  });
});
