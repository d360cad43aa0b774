import { execFileSync } from "node:child_process";
import path from "node:path";
import { createDocsClient, unwrap, type DocsClient } from "@docs-platform/client";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const seedUser = { email: process.env.E2E_EMAIL!, password: process.env.E2E_PASSWORD! };

/**
 * Waits until React has hydrated the page (`components/hydration-marker.tsx`). A click on the
 * server's markup before then is lost, so every full page load waits for it.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** Loads a page and waits until it answers clicks and typing. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Reloads the page and waits until it answers clicks and typing. */
export async function reload(page: Page) {
  await page.reload();
  await hydrated(page);
}

/**
 * Signs in through the form; its success is a full page load, hydrated before this returns. It
 * lands on the organization list, or on the organization of someone who is a member of one.
 */
export async function signIn(page: Page, user = seedUser) {
  await open(page, "/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard(\/[\w-]+)?$/);
  await hydrated(page);
}

/** Creates a project from the project list; answers once its page is open. */
export async function createProject(page: Page, name: string) {
  await open(page, "/dashboard/demo/documentation");
  await page.getByRole("button", { name: "New project" }).first().click();
  const create = page.getByRole("dialog", { name: "New documentation project" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Fails the test on uncaught errors in the page (hydration errors included). */
export function failOnPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return () => expect(errors, "errors thrown in the page").toEqual([]);
}

/** Creates a user through the operator CLI, which asks the running app over its control channel. */
export function createUser(email: string, password: string, name: string) {
  execFileSync("npm", ["run", "--silent", "admin", "--", "create-user", "--email", email, "--password", password, "--name", name], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    stdio: "pipe",
  });
  return { email, password };
}

/** A token of the seed user, from the operator CLI (which asks the running app). */
export function seedToken(): string {
  const output = execFileSync("npm", ["run", "--silent", "admin", "--", "create-token", "--email", seedUser.email], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
  });
  return (JSON.parse(output.toString().trim().split("\n").at(-1)!) as { token: string }).token;
}

/** The newest mail to `email` the app sent or logged, from the operator CLI's outbox. */
export function latestMail(email: string): { subject: string; text: string } {
  const output = execFileSync("npm", ["run", "--silent", "admin", "--", "outbox", "--email", email, "--limit", "1"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
  });
  const [mail] = JSON.parse(output.toString().trim().split("\n").at(-1)!) as { subject: string; text: string }[];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The app's origin, as in playwright.config.ts. */
export const baseUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The API as a script calls it: the typed client with a token (the seed user's by default). */
export function apiClient(token = seedToken()): DocsClient {
  return createDocsClient({ baseUrl, token });
}

/**
 * The API as the dashboard calls it: the typed client sending through the page's context, so with
 * its session cookie, and from its origin as the same-origin check wants.
 */
export function sessionClient(page: Page): DocsClient {
  return createDocsClient({ baseUrl, fetch: (request) => sendThrough(page.request, request) });
}

/** Statuses whose answer has no body, which the Response constructor refuses one for. */
const bodyless = new Set([101, 204, 205, 304]);

async function sendThrough(context: APIRequestContext, request: Request): Promise<Response> {
  const answer = await context.fetch(request.url, {
    method: request.method,
    headers: { ...Object.fromEntries(request.headers), origin: baseUrl },
    data: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
  });
  const body = bodyless.has(answer.status()) ? null : new Uint8Array(await answer.body());
  // headersArray() keeps repeated headers (Set-Cookie) apart; headers() joins them with newlines, which Headers refuses.
  return new Response(body, { status: answer.status(), headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]) });
}

/** Creates a project through the API in the token's first organization; answers it with its path parameters. */
export async function createProjectThroughApi(api: DocsClient, name: string) {
  const organization = (await unwrap(api.GET("/api/v1/organization")))[0]!;
  const { organization_id } = organization;
  const project = await unwrap(api.POST("/api/v1/documentation/{organization_id}", { params: { path: { organization_id } }, body: { name } }));
  return { organization, project, documentation: { organization_id, documentation_id: project.documentation_id } };
}

/**
 * A project initialized blank whose one page ("Introduction") holds `content`; `pagePath` is
 * that page's address on the site once published.
 */
export async function createOnePageProject(api: DocsClient, name: string, content: string) {
  const created = await createProjectThroughApi(api, name);
  const { documentation, organization, project } = created;
  const initialized = await unwrap(api.POST("/api/v1/documentation/{organization_id}/{documentation_id}/initialize-blank", { params: { path: documentation } }));
  const entry = { ...documentation, version_id: initialized.version_id, section_id: initialized.section_id, entry_id: initialized.entry_id };
  await unwrap(api.PUT("/api/v1/documentation/{organization_id}/{documentation_id}/version/{version_id}/section/{section_id}/entry/{entry_id}", { params: { path: entry }, body: { content } }));
  return { ...created, entry, pagePath: `/docs/${organization.slug}/${project.slug}/getting-started/introduction` };
}

/** Publishes a project through the API and waits until its site is live. */
export async function publishProject(api: DocsClient, documentationId: string) {
  const params = { path: { documentation_id: documentationId } };
  await unwrap(api.POST("/api/documentations/{documentation_id}/publish", { params }));
  await expect
    .poll(async () => (await unwrap(api.GET("/api/documentations/{documentation_id}/publish/status", { params }))).status, { timeout: 30_000 })
    .toBe("completed");
}
