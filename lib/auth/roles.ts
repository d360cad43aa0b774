import type { Role } from "../generated/prisma/enums";

export type { Role };
export const roles = ["owner", "admin", "member", "reader"] as const satisfies readonly Role[];

/** Admins and owners see every project; grants only limit readers. */
export const seesAllDocumentation = (role: Role) => role !== "reader";
