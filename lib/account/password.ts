import { z } from "zod";
import type { Principal } from "../auth/principal";
import { hashPassword, verifyPassword } from "../auth/password";
import { db } from "../db";
import { conflict, forbidden, invalidInput } from "../errors";
import { hitRateLimits } from "../feedback/rate-limit";
import { minPasswordLength } from "./password-rules";

export const ChangePasswordBody = z
  .strictObject({
    current_password: z.string().min(1, "Enter your current password.").max(1_000),
    new_password: z.string().min(minPasswordLength, `Use at least ${minPasswordLength} characters.`).max(1_000),
  })
  .refine((body) => body.new_password !== body.current_password, { message: "Choose a password other than the current one.", path: ["new_password"] });

/**
 * Changes the caller's password, checked against the current one (a session left open must
 * not be enough), and ends every dashboard session that began before, this browser's included:
 * whoever knew the old password is signed out. API tokens stay; they are revoked apart.
 */
export async function changePassword(principal: Principal, body: z.output<typeof ChangePasswordBody>): Promise<void> {
  // An organization token acts for an organization, not for the person who made it.
  if (principal.token?.kind === "organization") throw forbidden("A password is changed with personal credentials.");
  await hitRateLimits([{ key: `password-change:${principal.user.id}`, limit: 5, windowSeconds: 300 }]);
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.user.id }, select: { passwordHash: true } });
  if (!user.passwordHash) throw conflict("This account signs in with GitHub or single sign-on and has no password to change.");
  if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    throw invalidInput("The current password is incorrect.", [{ path: "body.current_password", message: "The current password is incorrect." }]);
  }
  await db.user.update({ where: { id: principal.user.id }, data: { passwordHash: await hashPassword(body.new_password), sessionsValidFrom: new Date() } });
}
