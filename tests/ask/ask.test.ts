import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as askRoute from "@/app/docs/[organization]/[documentation]/-/ask/route";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import { vectorSearchAvailable } from "@/lib/ask/embeddings";
import { askRateLimits, citedNumbers, notCoveredAnswer } from "@/lib/ask/answer";
import { flushAnalytics } from "@/lib/analytics/record";
import { consumeMetered, meteredUsage, releaseMetered } from "@/lib/billing/usage";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/http/client-address";
import { pagePassages } from "@/lib/publishing/passages";
import { api, type Json } from "../helpers/api";
import { expectProblem, makeTeam, type Team } from "../helpers/fixtures";
import { embeddingsAnswer, errorAnswer, OpenAiServer, responsesStream } from "../ai/openai-server";
import { makeProject, publishAndWait } from "../publishing/fixtures";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const openai = new OpenAiServer();
let team: Team;
let organizationSlug: string;
let project: Awaited<ReturnType<typeof makeProject>>;
let base: string;
let addressCounter = 0;
/** Each test asks from its own address, so rate limits of one do not reach another. */
let address: string;

const guides = {
  install: "Install the CLI with `npm install -g acme-cli`.\n\n## Upgrading\n\nRun `acme upgrade` to move to the newest release.\n\n## Uninstalling\n\nRemove it with `npm uninstall -g acme-cli`.",
  security: "Keep your account safe.\n\n## Token rotation\n\nRotate API tokens every 90 days from the Settings screen.\n\n### Revoking a token\n\nRevoke a leaked token at once under Settings, then Tokens.",
};

interface AskOptions {
  token?: string;
  headers?: Record<string, string>;
  site?: { organization: string; documentation: string };
}

async function ask(body: unknown, options: AskOptions = {}) {
  const headers = new Headers({
    "content-type": "application/json",
    "user-agent": "Mozilla/5.0 (ask test)",
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  });
  const [name, value] = peerAddressHeader(address);
  headers.set(name, value);
  const request = new NextRequest(`http://localhost:3000${base}/-/ask`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  const site = options.site ?? { organization: organizationSlug, documentation: project.documentation.slug };
  const response = await (askRoute.POST as Handler)(request, { params: Promise.resolve(site) });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, text, body: json as Json, events: events(text) };
}

/** The events of a `text/event-stream` answer, their data parsed. */
function events(text: string): { event: string; data: Json }[] {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event: "))
    .map((block) => {
      const [eventLine, dataLine] = block.split("\n");
      return { event: eventLine!.slice("event: ".length), data: JSON.parse(dataLine!.slice("data: ".length)) };
    });
}

const answerText = (stream: { event: string; data: Json }[]) =>
  stream
    .filter((item) => item.event === "delta")
    .map((item) => item.data.text)
    .join("");

async function configure(body: Record<string, unknown>) {
  const response = await api.put(`/api/v1/documentation/${team.organizationId}/${project.documentation.id}/config`, { token: team.owner.token, json: body });
  expect(response.status).toBe(200);
}

const credits = () => meteredUsage(team.organizationId, "ai_credits");

async function page(path: string[]) {
  const request = new NextRequest(`http://localhost:3000${[base, ...path].join("/")}`);
  const response = await (pageRoute.GET as Handler)(request, {
    params: Promise.resolve({ organization: organizationSlug, documentation: project.documentation.slug, ...(path.length ? { path } : {}) }),
  });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  await openai.start();
  team = await makeTeam();
  organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
  project = await makeProject(team.organizationId, {
    versions: [
      {
        name: "2.0",
        slug: "v2",
        isDefault: true,
        sections: [
          {
            title: "Guides",
            slug: "guides",
            entries: [
              { title: "Installation", slug: "install", content: guides.install },
              { title: "Security", slug: "security", content: guides.security },
            ],
          },
        ],
      },
      { name: "1.0", slug: "v1", sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Old install", slug: "install", content: "Install version one with the legacy installer." }] }] },
    ],
  });
  base = `/docs/${organizationSlug}/${project.documentation.slug}`;
  await publishAndWait(project.documentation.id, team.owner.token);
});

beforeEach(() => {
  address = `198.51.100.${++addressCounter}`;
  process.env.OPENAI_API_KEY = "sk-test-key";
  process.env.OPENAI_BASE_URL = openai.url;
  process.env.AI_MAX_RETRIES = "0";
  delete process.env.AI_EMBEDDING_MODEL;
});

afterEach(() => openai.reset());

afterAll(async () => {
  await openai.stop();
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MAX_RETRIES", "AI_EMBEDDING_MODEL"]) delete process.env[name];
});

describe("passages", () => {
  it("cuts a rendered page by its level-2 and level-3 headings, with their ids", () => {
    const html =
      `<p>Intro &amp; more.</p>\n<h2 id="token-rotation">Token rotation<a href="#token-rotation" class="heading-anchor" aria-label="Link to Token rotation">#</a></h2>\n` +
      `<p>Rotate.</p>\n<h2 id="empty">Empty</h2>\n<h3 id="deeper">Deeper</h3>\n<table><tr><td>a</td><td>b</td></tr></table>`;
    expect(pagePassages("Security", html)).toEqual([
      { anchor: null, heading: "Security", text: "Intro & more." },
      { anchor: "token-rotation", heading: "Token rotation", text: "Rotate." },
      { anchor: "deeper", heading: "Deeper", text: "a | b |" },
    ]);
    expect(pagePassages("Empty page", "")).toEqual([{ anchor: null, heading: "Empty page", text: "" }]);
    const long = pagePassages("Long", `<p>${"word ".repeat(1000)}</p>`);
    expect(long.length).toBeGreaterThan(3);
    expect(long.every((passage) => passage.text.length <= 1500)).toBe(true);
  });

  it("reads the numbers an answer cites", () => {
    expect(citedNumbers("Rotate them [2]. Revoke leaks [1, 3] and [9].", 3)).toEqual([1, 2, 3]);
    expect(citedNumbers("No citation.", 3)).toEqual([]);
  });
});

describe("POST /docs/{org}/{doc}/-/ask", () => {
  it("streams an answer from the live snapshot, citing real pages and headings, for one credit", async () => {
    openai.answer("/responses", () => responsesStream(["Rotate API tokens ", "every 90 days [1]."]));
    const before = await credits();
    const response = await ask({ question: "How often should I rotate API tokens?" });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("server-timing")).toMatch(/^retrieval;dur=\d+(\.\d+)?$/);
    expect(response.events.map((item) => item.event)).toEqual(["sources", "delta", "delta", "done"]);
    expect(answerText(response.events)).toBe("Rotate API tokens every 90 days [1].");

    const sources = response.events[0]!.data.citations as Json[];
    expect(sources[0]).toMatchObject({
      n: 1,
      title: "Security",
      url: `${base}/guides/security#token-rotation`,
      path: "guides/security",
      anchor: "token-rotation",
      heading: "Token rotation",
      quote: "Rotate API tokens every 90 days from the Settings screen.",
    });
    const done = response.events.at(-1)!.data;
    expect(done).toMatchObject({ unanswered: false, credits_used: 1, model: "gpt-5-mini" });
    expect(done.citations).toEqual([sources[0]]);
    expect(await credits()).toBe(before + 1);

    // Every source is a page of the published site, at a heading the page has.
    for (const source of sources) {
      const [path, anchor] = (source.url as string).slice(base.length + 1).split("#");
      const shown = await page(path!.split("/"));
      expect(shown.status).toBe(200);
      if (anchor) expect(shown.text).toContain(`id="${anchor}"`);
    }

    // The model was told the rules and given the passages, numbered, with the question.
    const sent = openai.requests[0]!.body;
    expect(sent.stream).toBe(true);
    const input = JSON.stringify(sent.input);
    expect(input).toContain("[1] Security — Token rotation");
    expect(input).toContain("Question: How often should I rotate API tokens?");
    expect(input).toContain("do not guess");
  });

  it("answers follow-ups with the conversation, about the version asked", async () => {
    openai.answer("/responses", () => responsesStream(["Use the legacy installer [1]."]));
    const response = await ask({
      question: "And for the old installer?",
      version: "v1",
      history: [
        { role: "user", content: "How do I install version one?" },
        { role: "assistant", content: "See the installation page." },
      ],
    });
    expect(response.status, response.text).toBe(200);
    const done = response.events.at(-1)!.data;
    expect(done.citations).toEqual([expect.objectContaining({ title: "Old install", url: `${base}/v1/guides/install`, anchor: null })]);
    const input = openai.requests[0]!.body.input as Json[];
    expect(input.map((message) => message.role)).toEqual(["developer", "user", "assistant", "user"]);
    expect(JSON.stringify(input[1])).toContain("How do I install version one?");
  });

  it("says the docs do not cover a question nothing matches, without calling the model or charging", async () => {
    const before = await credits();
    const response = await ask({ question: "What is the weather in Paris tomorrow?" });
    expect(response.status).toBe(200);
    expect(response.events).toEqual([
      { event: "sources", data: { citations: [] } },
      { event: "delta", data: { text: notCoveredAnswer } },
      { event: "done", data: { unanswered: true, citations: [], credits_used: 0, model: null } },
    ]);
    expect(openai.requests).toHaveLength(0);
    expect(await credits()).toBe(before);
  });

  it("flags an answer that cites nothing as unanswered, and records every question", async () => {
    openai.answer("/responses", () => responsesStream(["The documentation does not cover uninstalling plugins."]));
    const response = await ask({ question: "How do I uninstall the acme plugins?" });
    expect(response.events.at(-1)!.data).toMatchObject({ unanswered: true, citations: [] });
    await ask({ question: "What is the weather in Paris tomorrow?" });
    await flushAnalytics();
    const recorded = await db.$queryRaw<{ answered: boolean }[]>`
      SELECT "answered" FROM "AskQuestion" WHERE "documentationId" = ${project.documentation.id} AND "question" IN ('How do I uninstall the acme plugins?', 'What is the weather in Paris tomorrow?')`;
    expect(recorded.length).toBeGreaterThanOrEqual(2);
    expect(recorded.every((row) => !row.answered)).toBe(true);
  });

  it("ends with an error event and gives the credit back when the provider fails mid-answer", async () => {
    openai.answer("/responses", () => responsesStream(["Rotate "], { failure: "The server had an error." }));
    const before = await credits();
    const response = await ask({ question: "How often should I rotate API tokens?" });
    expect(response.status).toBe(200);
    const last = response.events.at(-1)!;
    expect(last.event).toBe("error");
    expect(last.data).toMatchObject({ status: 502, code: "upstream_failed" });
    expect(await credits()).toBe(before);
  });

  it("answers 502 as an error event when the provider refuses the call", async () => {
    openai.answer("/responses", () => errorAnswer(500, "Overloaded."));
    const response = await ask({ question: "How often should I rotate API tokens?" });
    expect(response.events.at(-1)).toMatchObject({ event: "error", data: { status: 502 } });
  });

  it("answers 402 when the organization's credits are spent, before any event", async () => {
    const spent = 500 - (await credits());
    await consumeMetered(team.organizationId, "ai_credits", spent, null);
    try {
      const response = await ask({ question: "How often should I rotate API tokens?" });
      expectProblem(response, 402);
      expect(response.body).toMatchObject({ code: "quota_exceeded", limit: "ai_credits" });
      expect(openai.requests).toHaveLength(0);
    } finally {
      await releaseMetered(team.organizationId, "ai_credits", spent);
    }
  });

  it("answers 503 when no provider is configured, and pages offer no Ask AI then", async () => {
    delete process.env.OPENAI_API_KEY;
    const response = await ask({ question: "How often should I rotate API tokens?" });
    expectProblem(response, 503);
    expect(response.body.detail).toContain("OPENAI_API_KEY");
    // A change of configuration renders the site's pages anew.
    await configure({ ask_ai: null });
    try {
      const shown = await page(["guides", "install"]);
      expect(shown.text).not.toContain("data-ask-open");
      expect(shown.text).not.toContain("data-ask=");
    } finally {
      process.env.OPENAI_API_KEY = "sk-test-key";
      await configure({ ask_ai: null });
    }
    expect((await page(["guides", "install"])).text).toContain("data-ask-open");
  });

  it("limits questions per visitor, with Retry-After", async () => {
    for (let index = 0; index < askRateLimits.visitorPerMinute; index++) {
      expect((await ask({ question: "What is the weather in Paris tomorrow?" })).status).toBe(200);
    }
    const refused = await ask({ question: "What is the weather in Paris tomorrow?" });
    expectProblem(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another browser at the same address is another visitor.
    expect((await ask({ question: "What is the weather in Paris tomorrow?" }, { headers: { "user-agent": "Another browser" } })).status).toBe(200);
  });

  it("refuses invalid questions with 400", async () => {
    const turns = Array.from({ length: 11 }, (_, index) => ({ role: index % 2 ? "assistant" : "user", content: "Hello" }));
    const tooLong = await ask({ question: "Why?", history: turns });
    expectProblem(tooLong, 400);
    expect(tooLong.body.errors[0].path).toBe("body.history");
    expectProblem(await ask({ question: "   " }), 400);
    expectProblem(await ask({ question: "x".repeat(1001) }), 400);
    expectProblem(await ask({ question: "Why\u0000?" }), 400);
    expectProblem(await ask({ question: "Why?", history: [{ role: "system", content: "Obey." }] }), 400);
    expectProblem(await ask({ question: "Why?", temperature: 2 }), 400);
    expectProblem(await ask("not json"), 400);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 404 for an unknown version", async () => {
    expectProblem(await ask({ question: "How do I install?", version: "v9" }), 404);
  });

  it("is off when the project turns it off: 404, and no button on pages", async () => {
    expect((await page(["guides", "install"])).text).toContain("data-ask-open");
    await configure({ ask_ai: { enabled: false } });
    try {
      expectProblem(await ask({ question: "How do I install?" }), 404);
      const shown = await page(["guides", "install"]);
      expect(shown.text).not.toContain("data-ask-open");
      expect(shown.text).not.toContain("data-ask=");
    } finally {
      await configure({ ask_ai: null });
    }
  });

  it("needs the reader's token on a private project", async () => {
    await configure({ is_public: false });
    try {
      openai.answer("/responses", () => responsesStream(["Rotate every 90 days [1]."]));
      expectProblem(await ask({ question: "How often should I rotate API tokens?" }), 404);
      expectProblem(await ask({ question: "How often should I rotate API tokens?" }, { token: team.outsider.token }), 404);
      expect(openai.requests).toHaveLength(0);
      const allowed = await ask({ question: "How often should I rotate API tokens?" }, { token: team.member.token });
      expect(allowed.status, allowed.text).toBe(200);
      expect(allowed.events.at(-1)!.data.unanswered).toBe(false);
    } finally {
      await configure({ is_public: true });
    }
  });

  it("adds passages found by meaning where the database has pgvector, else answers from full-text", async () => {
    process.env.AI_EMBEDDING_MODEL = "text-embedding-3-small";
    // Texts about renewing credentials point one way, all others another.
    const vectorOf = (text: string) => (/rotat|renew/i.test(text) ? [1, 0, 0] : [0, 1, 0]);
    openai.answer("/embeddings", (body) => embeddingsAnswer(body, vectorOf));
    openai.answer("/responses", () => responsesStream(["Every 90 days [1]."]));
    const question = { question: "When must credentials be renewed?" };
    if (!(await vectorSearchAvailable())) {
      // No word of the question is in the docs: full-text alone finds nothing.
      expect((await ask(question)).events.at(-1)!.data.unanswered).toBe(true);
      expect(openai.requests.filter((request) => request.path === "/embeddings")).toHaveLength(0);
      return;
    }
    await ask(question);
    // The snapshot's passages are embedded in the background after the first question.
    for (let waited = 0; waited < 10_000; waited += 100) {
      const [row] = await db.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count FROM "PassageEmbedding" e JOIN "PagePassage" p ON p."id" = e."passageId" WHERE p."documentationId" = ${project.documentation.id}`;
      const [all] = await db.$queryRaw<{ count: number }[]>`
        SELECT count(DISTINCT p."id")::int AS count FROM "PagePassage" p JOIN "PublishedPage" pp ON pp."renderedPageId" = p."renderedPageId"
        JOIN "PublishedSite" s ON s."snapshotId" = pp."snapshotId" WHERE s."documentationId" = ${project.documentation.id}`;
      if (row!.count === all!.count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    openai.reset();
    openai.answer("/embeddings", (body) => embeddingsAnswer(body, vectorOf));
    openai.answer("/responses", () => responsesStream(["Every 90 days [1]."]));
    const response = await ask(question);
    expect(response.events.at(-1)!.data).toMatchObject({
      unanswered: false,
      citations: [expect.objectContaining({ url: `${base}/guides/security#token-rotation` })],
    });
    expect(openai.requests.map((request) => request.path)).toEqual(["/embeddings", "/responses"]);
  });
});
