import { db } from "./db";
import { hashPassword, verifyPassword } from "./auth/password";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserForSignIn(email: string, password: string) {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) return null;
  return user;
}

/**
 * The user a dashboard session names, or null when the user is gone or the session began
 * (`signedInAt`, ms) before the user's sessions were ended by a password change.
 */
export async function sessionUser(userId: string, signedInAt: unknown) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, name: true, isSystemAdmin: true, sessionsValidFrom: true } });
  if (!user) return null;
  const { sessionsValidFrom, ...rest } = user;
  if (sessionsValidFrom && (typeof signedInAt === "number" ? signedInAt : 0) < sessionsValidFrom.getTime()) return null;
  return rest;
}

/** Whether the user signs in with a password (not only with GitHub or single sign-on). */
export async function userHasPassword(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return !!user?.passwordHash;
}

export async function findOrCreateUserByEmail(email: string, name: string | null) {
  const normalized = normalizeEmail(email);
  return db.user.upsert({ where: { email: normalized }, update: {}, create: { email: normalized, name } });
}

export async function createUser(input: { email: string; password?: string; name?: string; isSystemAdmin?: boolean }) {
  return db.user.create({
    data: {
      email: normalizeEmail(input.email),
      name: input.name ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      isSystemAdmin: input.isSystemAdmin ?? false,
    },
  });
}
