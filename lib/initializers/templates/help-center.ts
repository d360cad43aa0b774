import { page, type Template } from "./template";

export const helpCenter: Template = {
  id: "help-center",
  title: "Help center",
  description: "A knowledge base for customers: getting started, account and billing, troubleshooting and FAQ.",
  sections: [
    {
      title: "Getting started",
      icon: "rocket",
      description: "First steps for new customers.",
      entries: [
        page(
          "Welcome",
          `
Welcome to the help center. Find answers by searching above, or browse the topics below.

| Topic | Covers |
|---|---|
| **Getting started** | creating your account, a tour of the dashboard |
| **Account and billing** | plans, payment, invoices, team members |
| **Troubleshooting** | sign-in problems and common errors |
| **FAQ** | short answers to frequent questions |

Can't find what you need? [Contact support](../troubleshooting/contact-support); we answer within one business day.
`,
          "How the help center is organized.",
        ),
        page(
          "Create your account",
          `
1. Go to the sign-up page and enter your work email address.
2. Open the confirmation email and select **Confirm my email**. The link is valid for 24 hours.
3. Choose a password of at least 12 characters, or sign in with Google or Microsoft instead.
4. Name your workspace, usually after your company or team.

Didn't get the email? Check your spam folder, then ask for a new one from the sign-in page.
`,
        ),
        page(
          "Tour of the dashboard",
          `
- **Home** shows what changed since your last visit and what needs your attention.
- **Projects** lists everything your team works on; star a project to pin it to the top.
- **Reports** summarizes activity per week and month; export any report as CSV.
- **Settings** holds your profile, your workspace, members and billing.

Press **?** anywhere to see the keyboard shortcuts.
`,
        ),
        page(
          "Invite your team",
          `
1. Open **Settings → Members** and select **Invite**.
2. Enter one or more email addresses and choose a role for them.
3. Select **Send invitations**. Invitations expire after 7 days; you can resend them from the same page.

Only admins and owners can invite members.
`,
        ),
      ],
    },
    {
      title: "Account and billing",
      icon: "credit-card",
      entries: [
        page(
          "Plans and pricing",
          `
| Plan | For | Includes |
|---|---|---|
| Free | trying things out | 1 workspace, 3 members |
| Team | growing teams | unlimited members, integrations, priority email support |
| Enterprise | larger organizations | single sign-on, audit log, a dedicated contact |

Prices are per member and month; yearly billing saves two months. Changes take effect immediately and are prorated.
`,
        ),
        page(
          "Update your payment method",
          `
1. Open **Settings → Billing**.
2. Under **Payment method**, select **Change**.
3. Enter the new card or bank details and save.

The next invoice is charged to the new method. If a payment fails, we retry three times over a week
and email the billing contact each time.
`,
        ),
        page(
          "Download invoices",
          `
Invoices are emailed to the billing contact when they are issued. To download past ones, open
**Settings → Billing → Invoices** and select the PDF icon next to an invoice.

To add a VAT number or a purchase order reference, edit **Billing details**; it appears on future invoices.
`,
        ),
        page(
          "Cancel your subscription",
          `
Open **Settings → Billing** and select **Cancel subscription**. You keep access until the end of the
paid period, then the workspace moves to the Free plan. Your data is kept; nothing is deleted.
`,
        ),
      ],
    },
    {
      title: "Troubleshooting",
      icon: "wrench",
      entries: [
        page(
          "I can't sign in",
          `
- **Forgot your password?** Select **Forgot password** on the sign-in page; the reset link is valid for one hour.
- **Signed up with Google or Microsoft?** Use the same button again instead of a password.
- **Two-factor code rejected?** Check that your phone's clock is set automatically, then try the next code.
- **Account locked?** After 10 failed attempts, sign-in is paused for 15 minutes.
`,
        ),
        page(
          "Common error messages",
          `
| Message | What to do |
|---|---|
| *You don't have access to this project* | ask a workspace admin to grant you access |
| *Your session has expired* | sign in again; sessions end after 30 days of inactivity |
| *Upload failed: file too large* | files up to 100 MB are accepted; compress or split larger ones |
| *Something went wrong* | reload the page; if it persists, contact support with the time it happened |
`,
        ),
        page(
          "Contact support",
          `
Write to support from **Help → Contact us** inside the product, so we see your workspace and can help faster.

Include:

- what you were trying to do, and what happened instead;
- the exact error message or a screenshot;
- when it happened, with your time zone.

We answer within one business day; Team and Enterprise plans within four hours.
`,
        ),
      ],
    },
    {
      title: "FAQ",
      icon: "circle-help",
      entries: [
        page(
          "Frequently asked questions",
          `
## Can I change my workspace's name?

Yes: **Settings → Workspace → Name**. Links keep working.

## Can I move a project to another workspace?

Yes, if you are an admin of both workspaces: open the project's settings and select **Transfer**.

## Do you offer discounts for nonprofits and education?

Yes, 50% on the Team plan. Contact support with proof of status.

## How do I export my data?

**Settings → Workspace → Export** creates an archive of all projects; we email you a download link.
`,
        ),
      ],
    },
  ],
};
