import { NextRequest } from "next/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/http/client-address";
import { requestOrigin, serverOrigin } from "@/lib/http/origin";
import { pushPayload } from "@/lib/push/deliver";
import * as pageRoute from "@/app/docs/[organization]/[documentation]/[[...path]]/route";
import { proxy } from "@/proxy";
import { api } from "../helpers/api";
import { makeTeam, type Team } from "../helpers/fixtures";
import { pdf } from "../content/files";
import { docPath, makeContentTeam, type ContentTeam } from "../content/helpers";
import { makeProject, publishAndWait } from "../publishing/fixtures";

/** The environment as a server started without APP_URL has it (tests/setup.ts sets one). */
const saved = { appUrl: process.env.APP_URL, port: process.env.PORT, proxies: process.env.TRUSTED_PROXIES };
beforeEach(() => {
  delete process.env.APP_URL;
  process.env.PORT = "4000";
  delete process.env.TRUSTED_PROXIES;
});
afterEach(() => {
  for (const [name, value] of [["APP_URL", saved.appUrl], ["PORT", saved.port], ["TRUSTED_PROXIES", saved.proxies]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const from = (peer: string, headers: Record<string, string>, url = "http://127.0.0.1:4000/x") =>
  new Request(url, { headers: new Headers([peerAddressHeader(peer), ...Object.entries(headers)]) });

describe("the platform's address", () => {
  it("is APP_URL when set, whatever the request says", () => {
    process.env.APP_URL = "https://docs.example.com/";
    expect(serverOrigin()).toBe("https://docs.example.com");
    expect(requestOrigin(from("10.0.0.1", { host: "evil.test" }))).toBe("https://docs.example.com");
  });

  it("without APP_URL: the port the server listens on, where no request says it", () => {
    expect(serverOrigin()).toBe("http://localhost:4000");
    delete process.env.PORT;
    expect(serverOrigin()).toBe("http://localhost:3000");
  });

  it("without APP_URL: the request's Host; forwarded host and protocol only from a trusted proxy", () => {
    expect(requestOrigin(from("203.0.113.5", { host: "127.0.0.1:4000" }))).toBe("http://127.0.0.1:4000");
    const forwarded = { host: "10.0.0.2:4000", "x-forwarded-host": "docs.example.com", "x-forwarded-proto": "https" };
    expect(requestOrigin(from("203.0.113.5", forwarded))).toBe("http://10.0.0.2:4000");
    process.env.TRUSTED_PROXIES = "10.0.0.0/8";
    expect(requestOrigin(from("10.0.0.9", forwarded))).toBe("https://docs.example.com");
    expect(requestOrigin(from("203.0.113.5", forwarded))).toBe("http://10.0.0.2:4000");
    expect(requestOrigin(from("10.0.0.9", { host: "a.test", "x-forwarded-proto": "gopher" }))).toBe("http://a.test");
    // A Host that is no host name falls back to the listening port.
    expect(requestOrigin(from("203.0.113.5", { host: "a.test/<script>" }))).toBe("http://localhost:4000");
  });
});

describe("absolute addresses without APP_URL", () => {
  let content: ContentTeam;
  let team: Team;
  beforeAll(async () => {
    content = await makeContentTeam();
    team = await makeTeam();
  });

  it("signs upload URLs for the address the caller reached, and the upload then works", async () => {
    const issued = await api.post(`${docPath(content)}/file-resources/upload-url`, {
      token: content.member.token,
      json: { filename: "manual.pdf" },
      headers: { host: "127.0.0.1:4000" },
    });
    expect(issued.status).toBe(201);
    const url = new URL(issued.body.upload_url);
    expect(url.origin).toBe("http://127.0.0.1:4000");
    const put = await api.put(url.pathname + url.search, { body: new Uint8Array(pdf()), headers: { "content-type": "application/octet-stream", host: "127.0.0.1:4000" } });
    expect(put.status).toBeLessThan(300);
  });

  it("links invitation mail to the dashboard at that address", async () => {
    const email = `origin-${Date.now()}@example.test`;
    const invited = await api.post(`/api/v1/organization/${team.organizationId}/user/invite`, {
      token: team.owner.token,
      json: { email, role: "member" },
      headers: { host: "docs.internal.test:4000" },
    });
    expect(invited.status).toBe(201);
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email } });
    expect(mail.text).toContain("http://docs.internal.test:4000/invitations");
  });

  it("links push notifications to the listening port", () => {
    const payload = pushPayload({ id: "e", type: "member.joined", description: "", organizationId: "o", documentationId: null, createdAt: new Date() } as Parameters<typeof pushPayload>[0]);
    expect(payload.url).toBe("http://localhost:4000/dashboard/o");
  });

  it("gives each host of a published site its own canonical links, and the proxy remembers them apart", async () => {
    const organizationSlug = (await db.organization.findUniqueOrThrow({ where: { id: team.organizationId } })).slug;
    const project = await makeProject(team.organizationId, {
      versions: [{ name: "1", slug: "v1", isDefault: true, sections: [{ title: "Guides", slug: "guides", entries: [{ title: "Start", slug: "start", content: "Hi." }] }] }],
    });
    await publishAndWait(project.documentation.id, team.owner.token);
    const base = `/docs/${organizationSlug}/${project.documentation.slug}`;
    const read = async (host: string) => {
      const request = new NextRequest(`http://${host}${base}/guides/start`, { headers: { host } });
      const response = await (pageRoute.GET as unknown as (r: NextRequest, c: unknown) => Promise<Response>)(request, {
        params: Promise.resolve({ organization: organizationSlug, documentation: project.documentation.slug, path: ["guides", "start"] }),
      });
      return response.text();
    };
    expect(await read("127.0.0.1:4000")).toContain(`<link rel="canonical" href="http://127.0.0.1:4000${base}/guides/start">`);
    expect(await read("docs.lan:4000")).toContain(`<link rel="canonical" href="http://docs.lan:4000${base}/guides/start">`);
    const remembered = async (host: string) => {
      const answer = proxy(new NextRequest(`http://${host}${base}/guides/start`, { headers: { host } }));
      return answer.headers.get("x-middleware-next") ? null : answer.text();
    };
    expect(await remembered("127.0.0.1:4000")).toContain(`href="http://127.0.0.1:4000${base}/guides/start"`);
    expect(await remembered("docs.lan:4000")).toContain(`href="http://docs.lan:4000${base}/guides/start"`);
    expect(await remembered("other.lan:4000")).toBeNull();
  });
});
