import { expect, type Page } from "@playwright/test";

export const seedUser = { email: process.env.E2E_EMAIL!, password: process.env.E2E_PASSWORD! };

export async function signIn(page: Page, user = seedUser) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fails the test on uncaught errors in the page (hydration errors included). */
export function failOnPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return () => expect(errors, "errors thrown in the page").toEqual([]);
}
