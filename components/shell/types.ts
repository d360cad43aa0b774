import type { Role } from "@/lib/auth/roles";

/** What the shell needs to know about each organization of the signed-in user. */
export interface ShellOrganization {
  organization_id: string;
  name: string;
  slug: string;
  role: Role;
  status: string;
}

export interface ShellUser {
  email: string;
  name: string | null;
  /** System administrators also see the platform administration pages. */
  isSystemAdmin: boolean;
}
