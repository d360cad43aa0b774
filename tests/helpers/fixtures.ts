import { randomUUID } from "node:crypto";
import type { Role } from "@/lib/auth/roles";
import { issueToken } from "@/lib/tokens/service";
import { createUser } from "@/lib/users";
import { api } from "./api";

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A user with a personal API token, made through the real services. */
export async function makeUser(options: { label?: string; systemAdmin?: boolean; password?: string } = {}): Promise<TestUser> {
  const user = await createUser({
    email: uniqueEmail(options.label),
    password: options.password,
    isSystemAdmin: options.systemAdmin,
  });
  const { token } = await issueToken({ kind: "personal", name: "test", userId: user.id });
  return { id: user.id, email: user.email, token };
}

export async function makeOrganization(owner: TestUser, name = "Acme Docs"): Promise<string> {
  const response = await api.post("/api/v1/organization", {
    token: owner.token,
    json: { name, billing_email: "billing@example.test" },
  });
  if (response.status !== 201) throw new Error(`organization not created: ${response.text}`);
  return response.body.organization_id;
}

/** Invites and accepts through the API, as a real member would join. */
export async function addMember(organizationId: string, inviter: TestUser, role: Role, documentationIds?: string[]) {
  const member = await makeUser({ label: role });
  const invite = await api.post(`/api/v1/organization/${organizationId}/user/invite`, {
    token: inviter.token,
    json: { email: member.email, role, documentation_ids: documentationIds },
  });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.text}`);
  const accept = await api.post(`/api/v1/invitations/${invite.body.invitation_id}/accept`, { token: member.token });
  if (accept.status !== 200) throw new Error(`accept failed: ${accept.text}`);
  return member;
}

export interface Team {
  organizationId: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  reader: TestUser;
  /** Owner of another organization: must see nothing of this one. */
  outsider: TestUser;
  outsiderOrganizationId: string;
}

export async function makeTeam(): Promise<Team> {
  const owner = await makeUser({ label: "owner" });
  const organizationId = await makeOrganization(owner);
  const [admin, member, reader] = await Promise.all([
    addMember(organizationId, owner, "admin"),
    addMember(organizationId, owner, "member"),
    addMember(organizationId, owner, "reader"),
  ]);
  const outsider = await makeUser({ label: "outsider" });
  const outsiderOrganizationId = await makeOrganization(outsider, "Other Org");
  return { organizationId, owner, admin, member, reader, outsider, outsiderOrganizationId };
}

/** Asserts the RFC 9457 problem document shape. */
export function expectProblem(response: { status: number; headers: Headers; body: Record<string, unknown> }, status: number) {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  if (!response.headers.get("content-type")?.startsWith("application/problem+json")) {
    throw new Error(`expected a problem document, got ${response.headers.get("content-type")}`);
  }
  for (const field of ["type", "title", "status", "detail", "request_id"]) {
    if (!(field in response.body)) throw new Error(`problem document lacks ${field}`);
  }
}
