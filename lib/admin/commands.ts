import { z } from "zod";
import { db } from "../db";
import { DomainError, notFound } from "../errors";
import { issueToken } from "../tokens/service";
import { createUser, normalizeEmail } from "../users";

/** Operator commands shared by the CLI (scripts/admin.ts) and the app's control channel. */
const CreateUser = z.object({
  email: z.email(),
  password: z.string().min(8).optional(),
  name: z.string().optional(),
  systemAdmin: z.boolean().default(false),
});
const CreateToken = z.object({ email: z.email(), name: z.string().default("cli") });
const Outbox = z.object({ email: z.email().optional(), limit: z.coerce.number().int().min(1).max(100).default(10) });

export const adminCommands = {
  "create-user": async (input: unknown) => {
    const args = CreateUser.parse(input);
    const existing = await db.user.findUnique({ where: { email: normalizeEmail(args.email) } });
    if (existing) throw new DomainError("conflict", `A user with the email ${args.email} exists; use create-token.`);
    const user = await createUser({ email: args.email, password: args.password, name: args.name, isSystemAdmin: args.systemAdmin });
    const { token } = await issueToken({ kind: "personal", name: "cli", userId: user.id });
    return { user_id: user.id, token };
  },
  "create-token": async (input: unknown) => {
    const args = CreateToken.parse(input);
    const user = await db.user.findUnique({ where: { email: normalizeEmail(args.email) } });
    if (!user) throw notFound(`User ${args.email}`);
    const { token } = await issueToken({ kind: "personal", name: args.name, userId: user.id });
    return { token };
  },
  /** The mail the app sent or, without SMTP_URL, only logged: how a local install reads it. */
  outbox: async (input: unknown) => {
    const args = Outbox.parse(input);
    const mails = await db.outboxEmail.findMany({
      where: args.email ? { to: normalizeEmail(args.email) } : {},
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: args.limit,
    });
    return mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, status: mail.status, created_at: mail.createdAt }));
  },
} satisfies Record<string, (input: unknown) => Promise<unknown>>;

export type AdminCommand = keyof typeof adminCommands;

export function isAdminCommand(name: string): name is AdminCommand {
  return Object.hasOwn(adminCommands, name);
}
