import { ChangePasswordBody, changePassword } from "@/lib/account/password";
import { route } from "@/lib/http/route";

/** Changes the caller's password; dashboard sessions that began before it are signed out. */
export const PUT = route({ summary: "Change the account's password", body: ChangePasswordBody, problems: ["forbidden", "conflict", "rate_limited"], responses: { 204: null } }, ({ principal, body }) =>
  changePassword(principal, body),
);
