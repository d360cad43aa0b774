import { expect, test } from "@playwright/test";
import { createUser, failOnPageErrors, hydrated, open, seedUser, signIn } from "./helpers";

/** Every main page renders without errors, in light and dark; screenshots go to test-results for review. */
const pages = [
  { path: "/dashboard", heading: "Organizations" },
  { path: "/dashboard/demo", heading: "Demo" },
  { path: "/dashboard/demo/members", heading: "Members" },
  { path: "/dashboard/demo/tokens", heading: "API tokens" },
  { path: "/dashboard/demo/settings", heading: "Settings" },
  { path: "/dashboard/account/tokens", heading: "Personal tokens" },
  { path: "/dashboard/account", heading: "Preferences" },
  { path: "/dashboard/invitations", heading: "Invitations" },
  { path: "/dashboard/demo/events", heading: "Events" },
  { path: "/dashboard/demo/feedback", heading: "Feedback" },
  { path: "/dashboard/demo/support", heading: "Support" },
  { path: "/dashboard/demo/subscription", heading: "Plan & usage" },
  { path: "/dashboard/admin/customers", heading: "Customers" },
  { path: "/dashboard/admin/support", heading: "Support desk" },
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("main pages render", async ({ page }, testInfo) => {
      const noPageErrors = failOnPageErrors(page);
      await signIn(page);
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark)/);
      for (const { path, heading } of pages) {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, "_")}-${colorScheme}.png`), fullPage: true });
      }
      noPageErrors();
    });
  });
}

test("personal tokens: create shows the secret once, then revoke", async ({ page }) => {
  await signIn(page);
  await open(page, "/dashboard/account/tokens");
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create token" });
  await dialog.getByLabel("Name").fill("CI deploys");
  await dialog.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByRole("dialog", { name: "Copy your token" });
  await expect(shown.getByTestId("new-token-secret")).toHaveValue(/^dp_pat_/);
  await shown.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("row", { name: /CI deploys/ });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Revoke CI deploys" }).click();
  await page.getByRole("dialog", { name: "Revoke CI deploys?" }).getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByRole("row", { name: /CI deploys/ })).toHaveCount(0);
});

test("the invitation link leads through sign-in to the invitations page, and sign-out ends the session", async ({ page }) => {
  await open(page, "/invitations");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fdashboard%2Finvitations$/);
  await page.getByLabel("Email").fill(seedUser.email);
  await page.getByLabel("Password").fill(seedUser.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/invitations$/);
  await hydrated(page);

  await page.getByRole("button", { name: `Account menu for ${seedUser.email}` }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await open(page, "/dashboard");
  await expect(page).toHaveURL(/\/sign-in/);
  await open(page, "/");
  await expect(page).toHaveURL(/\/sign-in$/);
  // Signing in from a dashboard address returns there.
  await open(page, "/dashboard/demo/members?tab=invitations");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fdashboard%2Fdemo%2Fmembers%3Ftab%3Dinvitations$/);
  await page.getByLabel("Email").fill(seedUser.email);
  await page.getByLabel("Password").fill(seedUser.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/demo\/members\?tab=invitations$/);
  // An address that the browser would read as another site's leads home instead.
  await open(page, "/sign-in?callbackUrl=%2F%5Cexample.com");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard(\/[\w-]+)?$/);
});

test("a password change signs every browser out; the new password signs in", async ({ page }) => {
  const user = createUser("penny@password.test", "first-password-1", "Penny Password");
  await signIn(page, user);
  await open(page, "/dashboard/account");
  const form = page.getByRole("region", { name: "Password" });
  // Password managers learn whose password changes.
  await expect(form.locator('input[autocomplete="username"]')).toHaveValue(user.email);
  await form.getByLabel("Current password").fill("not-the-password");
  await form.getByLabel("New password", { exact: true }).fill("second-password-2");
  await form.getByLabel("New password again").fill("second-password-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is incorrect.")).toBeVisible();
  await form.getByLabel("Current password").fill(user.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/sign-in\?notice=password-changed$/);
  await expect(page.getByRole("status").filter({ hasText: "sign in with the new password" })).toBeVisible();
  await open(page, "/dashboard/account");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
  await signIn(page, { ...user, password: "second-password-2" });
});
