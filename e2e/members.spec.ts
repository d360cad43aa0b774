import { expect, test } from "@playwright/test";
import { createUser, failOnPageErrors, open, reload, signIn } from "./helpers";

test("an invited person accepts, gets a new role, and is removed", async ({ page, browser }) => {
  const noPageErrors = failOnPageErrors(page);
  const invitee = createUser("invitee@acme.test", "invitee-password-1", "Ida Invitee");

  await signIn(page);
  await open(page, "/dashboard/demo");
  await expect(page.getByText("You are an owner.")).toBeVisible();
  await open(page, "/dashboard/demo/members");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite member" });
  await dialog.getByLabel("Email").fill(invitee.email);
  await dialog.getByLabel("Role").selectOption("reader");
  await expect(dialog.getByRole("group", { name: "Documentation projects this reader may read" })).toBeVisible();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("table", { name: "Pending invitations" }).getByRole("row", { name: /invitee@acme\.test/ })).toBeVisible();

  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await signIn(inviteePage, invitee);
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await expect(inviteePage.getByRole("heading", { name: "No organizations yet" })).toBeVisible();
  await open(inviteePage, "/invitations");
  await expect(inviteePage).toHaveURL(/\/dashboard\/invitations$/);
  await inviteePage.getByRole("button", { name: "Accept the invitation to Demo" }).click();
  await expect(inviteePage).toHaveURL(/\/dashboard\/demo$/);
  await expect(inviteePage.getByText("You are a reader.")).toBeVisible();
  // Pages the role may not open are not found, with the status to say so.
  expect((await inviteePage.goto("/dashboard/demo/settings"))?.status()).toBe(404);
  await expect(inviteePage.getByRole("heading", { name: "Nothing here" })).toBeVisible();
  // A member of one organization now lands on it, not on the list of organizations.
  await open(inviteePage, "/");
  await expect(inviteePage).toHaveURL(/\/dashboard\/demo$/);
  await inviteeContext.close();

  await reload(page);
  const members = page.getByRole("table", { name: "Members of the organization" });
  const row = members.getByRole("row", { name: /Ida Invitee/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);

  await row.getByLabel("Role of Ida Invitee").selectOption("member");
  await expect(page.getByText("Ida Invitee is now member.")).toBeVisible();
  await expect(row.getByText("All projects")).toBeVisible();

  await row.getByRole("button", { name: "Remove Ida Invitee" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Ida Invitee?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(members.getByRole("row", { name: /Ida Invitee/ })).toHaveCount(0);
  noPageErrors();
});

test("settings: save the profile, then delete an organization after typing its name", async ({ page }) => {
  await signIn(page);
  await open(page, "/dashboard/new");
  await page.getByLabel("Name").fill("Short Lived");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/short-lived\/onboarding$/);

  await open(page, "/dashboard/short-lived/settings");
  await page.getByLabel("Website").fill("https://short-lived.example");
  await page.getByLabel("Name").fill("Short Lived Inc");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  await page.getByRole("button", { name: "Delete organization" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Short Lived Inc?" });
  const submit = confirm.getByRole("button", { name: "Delete organization" });
  await expect(submit).toBeDisabled();
  await confirm.getByLabel('Type "Short Lived Inc" to confirm').fill("Short Lived Inc");
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: /Short Lived Inc/ })).toHaveCount(0);
});
