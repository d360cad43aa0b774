import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consumeMetered, meteredUsage } from "@/lib/billing/usage";
import { api, type Json } from "../helpers/api";
import { expectProblem } from "../helpers/fixtures";
import { html, png } from "../content/files";
import { createProject, docPath, makeContentTeam, projectToken, setLocked, type ContentTeam } from "../content/helpers";
import { errorAnswer, imageAnswer, OpenAiServer, responsesAnswer, responsesStream } from "./openai-server";

const openai = new OpenAiServer();
let team: ContentTeam;
const aiPath = (target: { organizationId: string; documentationId: string }, action: string) =>
  `/api/documentation/${target.organizationId}/${target.documentationId}/ai/${action}`;
const credits = (organizationId = team.organizationId) => meteredUsage(organizationId, "ai_credits");

beforeAll(async () => {
  await openai.start();
  team = await makeContentTeam();
});

beforeEach(() => {
  process.env.OPENAI_API_KEY = "sk-test-key";
  process.env.OPENAI_BASE_URL = openai.url;
  // One attempt per call: the failure tests need no retry back-off.
  process.env.AI_MAX_RETRIES = "0";
  delete process.env.AI_TIMEOUT_MS;
});

afterEach(() => openai.reset());

afterAll(async () => {
  await openai.stop();
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MAX_RETRIES", "AI_TIMEOUT_MS"]) delete process.env[name];
});

const revised = "## Install\n\nRun `npm install acme` to add the SDK to your project.\n";

describe("POST /ai/edit", () => {
  const edit = (json: Json, token = team.member.token, target: { organizationId: string; documentationId: string } = team) =>
    api.post(aiPath(target, "edit"), { token, json });

  it("returns the revised markdown, charges one credit and sends the document to the Responses API", async () => {
    openai.answer("/responses", () => responsesAnswer(revised));
    const before = await credits();
    const response = await edit({ content: "## Install\n\nnpm i acme\n", instruction: "Make the install step a full sentence." });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      content: revised,
      format: "markdown",
      model: "gpt-5-mini",
      credits_used: 1,
      usage: { input_tokens: 412, output_tokens: 268, total_tokens: 680 },
    });
    expect(await credits()).toBe(before + 1);
    expect(openai.requests).toHaveLength(1);
    const [sent] = openai.requests;
    expect(sent).toMatchObject({ method: "POST", path: "/responses", authorization: "Bearer sk-test-key" });
    expect(sent!.body.model).toBe("gpt-5-mini");
    const input = JSON.stringify(sent!.body.input);
    expect(input).toContain("Make the install step a full sentence.");
    expect(input).toContain("npm i acme");
    expect(input).toContain("Markdown");
  });

  it("drops a code fence wrapped around the whole answer and uses the configured model", async () => {
    process.env.AI_TEXT_MODEL = "gpt-4.1-mini";
    try {
      openai.answer("/responses", () => responsesAnswer("```markdown\n# Title\n\nBody\n```"));
      const response = await edit({ content: "", instruction: "Write a title and a body." });
      expect(response.body).toMatchObject({ content: "# Title\n\nBody", model: "gpt-4.1-mini" });
      expect(openai.requests[0]!.body.model).toBe("gpt-4.1-mini");
    } finally {
      delete process.env.AI_TEXT_MODEL;
    }
  });

  it("refuses invalid bodies with 400 and field errors, without calling the provider", async () => {
    const missing = await edit({ content: "text" });
    expectProblem(missing, 400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: "body.instruction" })]);
    const tooLong = await edit({ content: "x".repeat(100_001), instruction: "Shorten." });
    expectProblem(tooLong, 400);
    expect(tooLong.body.errors[0].path).toBe("body.content");
    expectProblem(await edit({ content: "text", instruction: "   " }), 400);
    expectProblem(await edit({ content: "text", instruction: "x".repeat(2001) }), 400);
    expectProblem(await edit({ content: "text", instruction: "Fix.", temperature: 2 }), 400);
    expect(openai.requests).toHaveLength(0);
  });

  it("authorizes: 401 without a token, 403 for a reader, 404 for another organization", async () => {
    const body = { content: "text", instruction: "Fix typos." };
    expectProblem(await api.post(aiPath(team, "edit"), { json: body }), 401);
    expectProblem(await edit(body, team.grantedReader.token), 403);
    expectProblem(await edit(body, team.outsider.token), 404);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 503 when no provider is configured, charging nothing", async () => {
    delete process.env.OPENAI_API_KEY;
    const before = await credits();
    const response = await edit({ content: "text", instruction: "Fix typos." });
    expectProblem(response, 503);
    expect(response.body.detail).toContain("OPENAI_API_KEY");
    expect(await credits()).toBe(before);
  });

  it("answers 502 when the provider fails and gives the credits back", async () => {
    openai.answer("/responses", () => errorAnswer(500, "The server had an error while processing your request."));
    const before = await credits();
    const response = await edit({ content: "text", instruction: "Fix typos." });
    expectProblem(response, 502);
    expect(response.body.detail).toContain("The server had an error while processing your request.");
    expect(openai.requests).toHaveLength(1);
    expect(await credits()).toBe(before);
  });

  it("answers 502 without the provider's wording when it refuses the server's key", async () => {
    openai.answer("/responses", () => errorAnswer(401, "Incorrect API key provided: sk-test****-key.", "invalid_request_error"));
    const response = await edit({ content: "text", instruction: "Fix typos." });
    expectProblem(response, 502);
    expect(response.body.detail).toContain("OPENAI_API_KEY");
    expect(response.body.detail).not.toContain("sk-test");
  });

  it("answers 502 for an answer cut off at the output limit", async () => {
    openai.answer("/responses", () => {
      const cut = responsesAnswer("## Install\n\nRun");
      Object.assign(cut.json as Json, { status: "incomplete", incomplete_details: { reason: "max_output_tokens" } });
      return cut;
    });
    const before = await credits();
    const response = await edit({ content: "text", instruction: "Expand." });
    expectProblem(response, 502);
    expect(response.body.detail).toContain("cut off");
    expect(await credits()).toBe(before);
  });

  it("answers 504 when the provider does not answer in time and gives the credits back", async () => {
    process.env.AI_TIMEOUT_MS = "300";
    openai.answer("/responses", () => ({ hang: true }));
    const before = await credits();
    const response = await edit({ content: "text", instruction: "Fix typos." });
    expectProblem(response, 504);
    expect(response.body).toMatchObject({ code: "upstream_timeout", timeout_ms: 300 });
    expect(await credits()).toBe(before);
  });

  it("answers 402 once the cycle's credits are spent, without calling the provider", async () => {
    const spent = await makeContentTeam();
    await consumeMetered(spent.organizationId, "ai_credits", 500, null);
    const response = await edit({ content: "text", instruction: "Fix typos." }, spent.member.token, spent);
    expectProblem(response, 402);
    expect(response.body).toMatchObject({ code: "quota_exceeded", limit: "ai_credits", allowed: 500, used: 500, requested: 1 });
    expect(openai.requests).toHaveLength(0);
    expect(await credits(spent.organizationId)).toBe(500);
  });
});

/** The events of a `text/event-stream` answer, their data parsed. */
function serverEvents(text: string): { event: string; data: Json }[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const field = (name: string) => block.split("\n").find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      return { event: field("event") ?? "message", data: JSON.parse(field("data") ?? "null") };
    });
}

describe("POST /ai/edit with stream: true", () => {
  const streamEdit = (json: Json, token = team.member.token, target: { organizationId: string; documentationId: string } = team) =>
    api.post(aiPath(target, "edit"), { token, json: { ...json, stream: true } });
  const pieces = ["## Install\n\n", "Run `npm install acme` ", "to add the SDK to your project.\n"];

  it("streams the revised markdown as delta events, then the answer in a done event, charging one credit", async () => {
    openai.answer("/responses", () => responsesStream(pieces));
    const before = await credits();
    const response = await streamEdit({ content: "## Install\n\nnpm i acme\n", instruction: "Make the install step a full sentence." });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = serverEvents(response.text);
    expect(events.filter((event) => event.event === "delta").map((event) => event.data.text)).toEqual(pieces);
    expect(events.at(-1)).toEqual({
      event: "done",
      data: { content: revised, format: "markdown", model: "gpt-5-mini", credits_used: 1, usage: { input_tokens: 412, output_tokens: 268, total_tokens: 680 } },
    });
    expect(events).toHaveLength(pieces.length + 1);
    expect(await credits()).toBe(before + 1);
    expect(openai.requests).toHaveLength(1);
    const [sent] = openai.requests;
    expect(sent).toMatchObject({ path: "/responses", body: { model: "gpt-5-mini", stream: true } });
    expect(JSON.stringify(sent!.body.input)).toContain("npm i acme");
  });

  it("gives the done event's content without a fence wrapped around the whole answer", async () => {
    openai.answer("/responses", () => responsesStream(["```markdown\n# Title", "\n\nBody\n```"]));
    const events = serverEvents((await streamEdit({ content: "", instruction: "Write a title and a body." })).text);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { content: "# Title\n\nBody" } });
  });

  it("refuses invalid bodies with 400, without calling the provider", async () => {
    const notBoolean = await api.post(aiPath(team, "edit"), { token: team.member.token, json: { content: "text", instruction: "Fix.", stream: "yes" } });
    expectProblem(notBoolean, 400);
    expect(notBoolean.body.errors).toEqual([expect.objectContaining({ path: "body.stream" })]);
    expectProblem(await streamEdit({ content: "text" }), 400);
    expectProblem(await streamEdit({ content: "text", instruction: "x".repeat(2001) }), 400);
    expect(openai.requests).toHaveLength(0);
  });

  it("authorizes: 401 without a token, 403 for a reader, 404 for another organization", async () => {
    const body = { content: "text", instruction: "Fix typos.", stream: true };
    expectProblem(await api.post(aiPath(team, "edit"), { json: body }), 401);
    expectProblem(await streamEdit(body, team.grantedReader.token), 403);
    expectProblem(await streamEdit(body, team.outsider.token), 404);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 402 once the credits are spent and 503 without a provider, as a problem before any event", async () => {
    const spent = await makeContentTeam();
    await consumeMetered(spent.organizationId, "ai_credits", 500, null);
    const refused = await streamEdit({ content: "text", instruction: "Fix typos." }, spent.member.token, spent);
    expectProblem(refused, 402);
    expect(refused.body).toMatchObject({ limit: "ai_credits", requested: 1 });
    expect(await credits(spent.organizationId)).toBe(500);

    delete process.env.OPENAI_API_KEY;
    const before = await credits();
    const unconfigured = await streamEdit({ content: "text", instruction: "Fix typos." });
    expectProblem(unconfigured, 503);
    expect(unconfigured.body.detail).toContain("OPENAI_API_KEY");
    expect(await credits()).toBe(before);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 502 when the provider fails before writing, and 504 when it does not answer in time, giving the credit back", async () => {
    openai.answer("/responses", () => errorAnswer(500, "The server had an error while processing your request."));
    const before = await credits();
    const failed = await streamEdit({ content: "text", instruction: "Fix typos." });
    expectProblem(failed, 502);
    expect(failed.body.detail).toContain("The server had an error while processing your request.");

    process.env.AI_TIMEOUT_MS = "300";
    openai.answer("/responses", () => ({ hang: true }));
    const late = await streamEdit({ content: "text", instruction: "Fix typos." });
    expectProblem(late, 504);
    expect(late.body).toMatchObject({ code: "upstream_timeout", timeout_ms: 300 });
    expect(await credits()).toBe(before);
  });

  it("ends with an error event when the stream fails after it started, giving the credit back", async () => {
    const before = await credits();
    openai.answer("/responses", () => responsesStream(["## Install\n"], { failure: "The model is overloaded." }));
    const failed = serverEvents((await streamEdit({ content: "text", instruction: "Fix typos." })).text);
    expect(failed[0]).toEqual({ event: "delta", data: { text: "## Install\n" } });
    expect(failed.at(-1)).toMatchObject({ event: "error", data: { status: 502, code: "upstream_failed", detail: expect.stringContaining("The model is overloaded.") } });

    openai.answer("/responses", () => responsesStream(["## Install\n\nRun"], { incomplete: true }));
    const cut = serverEvents((await streamEdit({ content: "text", instruction: "Expand." })).text);
    expect(cut.at(-1)).toMatchObject({ event: "error", data: { status: 502, detail: expect.stringContaining("cut off") } });

    process.env.AI_TIMEOUT_MS = "300";
    openai.answer("/responses", () => {
      const started = responsesStream(["## Install\n"]);
      // The deltas arrive, then the provider goes silent.
      return { events: started.events!.slice(0, 3), hang: true };
    });
    const late = serverEvents((await streamEdit({ content: "text", instruction: "Fix typos." })).text);
    expect(late.at(-1)).toMatchObject({ event: "error", data: { status: 504, code: "upstream_timeout", timeout_ms: 300 } });
    expect(late.some((event) => event.event === "done")).toBe(false);
    expect(await credits()).toBe(before);
  });
});

describe("POST /ai/generate-image", () => {
  const generate = (json: Json, token = team.member.token, target: { organizationId: string; documentationId: string } = team) =>
    api.post(aiPath(target, "generate-image"), { token, json });

  it("stores the generated PNG as an asset and serves it", async () => {
    const image = png(300);
    openai.answer("/images/generations", () => imageAnswer(image));
    const before = await credits();
    const response = await generate({ prompt: "How a publish flows from editor to CDN", style: "diagram" });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      asset_id: expect.any(String),
      documentation_id: team.documentationId,
      filename: "how-a-publish-flows-from-editor-to-cdn.png",
      content_type: "image/png",
      size: image.length,
      alt_text: "How a publish flows from editor to CDN",
      style: "diagram",
      model: "gpt-image-1",
      credits_used: 5,
    });
    expect(await credits()).toBe(before + 5);

    const [sent] = openai.requests;
    expect(sent).toMatchObject({ path: "/images/generations", authorization: "Bearer sk-test-key" });
    expect(sent!.body).toMatchObject({ model: "gpt-image-1", n: 1 });
    expect(sent!.body.prompt).toContain("technical diagram");
    expect(sent!.body.prompt).toContain("How a publish flows from editor to CDN");

    const file = await api.get(`${docPath(team)}/asset/${response.body.asset_id}/file`, { token: team.grantedReader.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.raw.arrayBuffer()).equals(image)).toBe(true);
  });

  it("shapes the prompt by style and takes a chosen name and alt text", async () => {
    openai.answer("/images/generations", () => imageAnswer());
    const response = await generate({ prompt: "A rocket", style: "icon", filename: "launch icon", alt_text: "Launch" });
    expect(response.body).toMatchObject({ filename: "launch-icon.png", alt_text: "Launch", style: "icon" });
    expect(openai.requests[0]!.body.prompt).toMatch(/^A single simple icon/);
    const plain = await generate({ prompt: "A team at work" });
    expect(plain.body.style).toBe("illustration");
    expect(openai.requests[1]!.body.prompt).toContain("flat vector illustration");
  });

  it("refuses invalid bodies with 400 and field errors, without calling the provider", async () => {
    const style = await generate({ prompt: "A cat", style: "watercolor" });
    expectProblem(style, 400);
    expect(style.body.errors).toEqual([expect.objectContaining({ path: "body.style", message: expect.stringContaining("diagram") })]);
    expectProblem(await generate({ prompt: "" }), 400);
    expectProblem(await generate({ prompt: "x".repeat(1001) }), 400);
    expectProblem(await generate({ style: "photo" }), 400);
    expect(openai.requests).toHaveLength(0);
  });

  it("authorizes: 401 without a token, 403 for a reader, 404 for another organization", async () => {
    const body = { prompt: "A cat", style: "photo" };
    expectProblem(await api.post(aiPath(team, "generate-image"), { json: body }), 401);
    expectProblem(await generate(body, team.grantedReader.token), 403);
    expectProblem(await generate(body, team.outsider.token), 404);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 502 for bytes that are not an accepted image, storing nothing and charging nothing", async () => {
    openai.answer("/images/generations", () => imageAnswer(html()));
    const before = await credits();
    const assetsBefore = (await api.get(`${docPath(team)}/asset`, { token: team.member.token })).body.length;
    const response = await generate({ prompt: "A cat", style: "photo" });
    expectProblem(response, 502);
    expect(await credits()).toBe(before);
    expect((await api.get(`${docPath(team)}/asset`, { token: team.member.token })).body).toHaveLength(assetsBefore);
  });

  it("answers 502 when the provider refuses the prompt, giving the credits back", async () => {
    openai.answer("/images/generations", () => errorAnswer(400, "Your request was rejected by the safety system.", "image_generation_user_error"));
    const before = await credits();
    const response = await generate({ prompt: "Something refused", style: "photo" });
    expectProblem(response, 502);
    expect(response.body.detail).toContain("rejected by the safety system");
    expect(await credits()).toBe(before);
  });

  it("answers 423 while a restore holds the project, before calling the provider", async () => {
    const before = await credits();
    await setLocked(team.documentationId, true);
    try {
      expectProblem(await generate({ prompt: "A cat", style: "photo" }), 423);
    } finally {
      await setLocked(team.documentationId, false);
    }
    expect(openai.requests).toHaveLength(0);
    expect(await credits()).toBe(before);
  });

  it("answers 402 when the credits left are fewer than an image costs", async () => {
    const spent = await makeContentTeam();
    await consumeMetered(spent.organizationId, "ai_credits", 497, null);
    const response = await generate({ prompt: "A cat", style: "photo" }, spent.member.token, spent);
    expectProblem(response, 402);
    expect(response.body).toMatchObject({ limit: "ai_credits", requested: 5 });
    expect(openai.requests).toHaveLength(0);
  });
});

const generatedProject = {
  sections: [
    {
      title: "Getting started",
      description: "Install the SDK and send a first request.",
      entries: [
        { kind: "page", title: "Introduction", content: "Acme Payments lets you accept cards.\n\n## What you need\n\n- An account\n- An API key\n" },
        {
          kind: "folder",
          title: "Installation",
          pages: [
            { kind: "page", title: "Node.js", content: "## Install\n\n```sh\nnpm install acme-payments\n```\n" },
            { kind: "page", title: "Python", content: "## Install\n\n```sh\npip install acme-payments\n```\n" },
          ],
        },
      ],
    },
    {
      title: "Guides",
      description: "",
      entries: [{ kind: "page", title: "Refunds", content: "Refund a charge with `refunds.create`.\n" }],
    },
  ],
};

describe("POST /v1/documentation/{org}/{doc}/initialize-from-ai", () => {
  let payments: string;
  beforeAll(async () => {
    payments = await createProject(team, "Payments Docs");
  });
  const initialize = (documentationId: string, json: Json, token = team.member.token) =>
    api.post(`${docPath({ organizationId: team.organizationId, documentationId })}/initialize-from-ai`, { token, json });
  const statusOf = async (documentationId: string) =>
    (await api.get(docPath({ organizationId: team.organizationId, documentationId }), { token: team.owner.token })).body;
  const prompt = "Developer docs for Acme Payments, a card payments API with Node.js and Python SDKs.";

  it("leaves the project uninitialized and the credits unspent when the provider fails, times out or answers badly", async () => {
    const before = await credits();
    openai.answer("/responses", () => errorAnswer(503, "The engine is currently overloaded, please try again later."));
    expectProblem(await initialize(payments, { prompt }), 502);

    openai.answer("/responses", () => responsesAnswer(JSON.stringify({ sections: [] })));
    const invalid = await initialize(payments, { prompt });
    expectProblem(invalid, 502);
    expect(invalid.body.detail).toContain("unusable");

    openai.answer("/responses", () => responsesAnswer("Sure! Here is your documentation:"));
    expectProblem(await initialize(payments, { prompt }), 502);

    process.env.AI_TIMEOUT_MS = "300";
    openai.answer("/responses", () => ({ hang: true }));
    expectProblem(await initialize(payments, { prompt }), 504);

    expect(openai.requests).toHaveLength(4);
    expect(await credits()).toBe(before);
    expect(await statusOf(payments)).toMatchObject({ status: "uninitialized", init_source: null });
  });

  it("writes the generated sections, folders and pages, then refuses a second initializer with 409", async () => {
    openai.answer("/responses", () => responsesAnswer(JSON.stringify(generatedProject)));
    const before = await credits();
    const response = await initialize(payments, { prompt, version_name: "2026" });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      documentation_id: payments,
      status: "pending",
      init_source: "ai",
      version_id: expect.any(String),
      entry_count: 5,
      model: "gpt-5-mini",
      credits_used: 10,
      sections: [
        { title: "Getting started", slug: "getting-started", entry_ids: expect.any(Array) },
        { title: "Guides", slug: "guides", entry_ids: expect.any(Array) },
      ],
    });
    expect(await credits()).toBe(before + 10);

    const [sent] = openai.requests;
    expect(sent!.path).toBe("/responses");
    expect(sent!.body.text.format).toMatchObject({ type: "json_schema", name: "documentation_project", strict: true });
    // Only keywords strict structured outputs accept: array bounds and anyOf, no string lengths or oneOf.
    const schema = JSON.stringify(sent!.body.text.format.schema);
    expect(schema).toContain('"maxItems":6');
    expect(schema).toContain('"anyOf"');
    for (const keyword of ["maxLength", "minLength", "oneOf"]) expect(schema).not.toContain(keyword);
    expect(JSON.stringify(sent!.body.input)).toContain(prompt);

    const base = docPath({ organizationId: team.organizationId, documentationId: payments });
    const version = await api.get(`${base}/version/${response.body.version_id}`, { token: team.member.token });
    expect(version.body).toMatchObject({ name: "2026" });
    const [gettingStarted] = response.body.sections;
    const sectionBase = `${base}/version/${response.body.version_id}/section/${gettingStarted.section_id}`;
    const introduction = await api.get(`${sectionBase}/entry/${gettingStarted.entry_ids[0]}`, { token: team.member.token });
    expect(introduction.body).toMatchObject({ kind: "page", title: "Introduction", content: generatedProject.sections[0]!.entries[0]!.content });
    const folder = await api.get(`${sectionBase}/entry/${gettingStarted.entry_ids[1]}`, { token: team.member.token });
    expect(folder.body).toMatchObject({ kind: "folder", title: "Installation" });
    const python = await api.get(`${sectionBase}/entry/${gettingStarted.entry_ids[3]}`, { token: team.member.token });
    expect(python.body).toMatchObject({ kind: "page", title: "Python", parent_id: gettingStarted.entry_ids[1] });
    expect(python.body.content).toContain("pip install acme-payments");

    const again = await initialize(payments, { prompt });
    expectProblem(again, 409);
    expect(openai.requests).toHaveLength(1);
    expect(await credits()).toBe(before + 10);
  });

  it("refuses invalid bodies with 400 and field errors, without calling the provider", async () => {
    const documentationId = await createProject(team, "Validation Docs");
    const short = await initialize(documentationId, { prompt: "docs" });
    expectProblem(short, 400);
    expect(short.body.errors).toEqual([expect.objectContaining({ path: "body.prompt" })]);
    expectProblem(await initialize(documentationId, { prompt: "x".repeat(4001) }), 400);
    expectProblem(await initialize(documentationId, { prompt, version_name: "" }), 400);
    expectProblem(await initialize(documentationId, {}), 400);
    expect(openai.requests).toHaveLength(0);
    expect(await statusOf(documentationId)).toMatchObject({ status: "uninitialized" });
  });

  it("authorizes: 401 without a token, 403 for a reader, 404 for another organization", async () => {
    const documentationId = await createProject(team, "Authorization Docs");
    const path = `${docPath({ organizationId: team.organizationId, documentationId })}/initialize-from-ai`;
    expectProblem(await api.post(path, { json: { prompt } }), 401);
    expectProblem(await api.post(path, { token: await projectToken(team, documentationId, "reader"), json: { prompt } }), 403);
    expectProblem(await api.post(path, { token: team.outsider.token, json: { prompt } }), 404);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 503 when no provider is configured", async () => {
    delete process.env.OPENAI_API_KEY;
    const documentationId = await createProject(team, "Unconfigured Docs");
    expectProblem(await initialize(documentationId, { prompt }), 503);
    expect(await statusOf(documentationId)).toMatchObject({ status: "uninitialized" });
  });
});
