import { db } from "./db";
import { hashPassword, verifyPassword } from "./auth/password";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserForSignIn(email: string, password: string) {
  const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) return null;
  return user;
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
