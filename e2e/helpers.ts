import { execFileSync } from "node:child_process";
import path from "node:path";
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

/** Signs in through the form; its success is a full page load, hydrated before this returns. */
export async function signIn(page: Page, user = seedUser) {
  await open(page, "/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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

/** The API as a script calls it. */
export function apiClient(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: "get" | "post" | "put", url: string, options: { data?: unknown; multipart?: Record<string, unknown> } = {}) => {
    const response = await request[method](url, { headers, ...options } as Parameters<APIRequestContext["post"]>[1]);
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: (url: string) => call("get", url),
    post: (url: string, data?: unknown) => call("post", url, { data }),
    put: (url: string, data: unknown) => call("put", url, { data }),
    upload: (url: string, multipart: Record<string, unknown>) => call("post", url, { multipart }),
  };
}

/** Publishes a project through the API and waits until its site is live. */
export async function publishProject(api: ReturnType<typeof apiClient>, documentationId: string) {
  await api.post(`/api/documentations/${documentationId}/publish`);
  await expect.poll(async () => (await api.get(`/api/documentations/${documentationId}/publish/status`)).status, { timeout: 30_000 }).toBe("completed");
}
