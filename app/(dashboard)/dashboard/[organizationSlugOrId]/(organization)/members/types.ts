import type { Role } from "@/lib/auth/roles";

export interface DocumentationOption {
  documentation_id: string;
  name: string;
}

export interface MemberRow {
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  status: string;
  documentation_ids: string[];
}

export interface InvitationRow {
  invitation_id: string;
  email: string;
  role: Role;
  documentation_ids: string[];
  expires_at: string;
}

export const roleLabels: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member", reader: "Reader" };

/** The roles the caller may hand out: only owners grant the owner role. */
export function assignableRoles(callerRole: Role) {
  const roles: Role[] = callerRole === "owner" ? ["owner", "admin", "member", "reader"] : ["admin", "member", "reader"];
  return roles.map((role) => ({ value: role, label: roleLabels[role] }));
}
