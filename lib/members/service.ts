import { z } from "zod";
import { clearingAccessAfter, type OrganizationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import type { Role } from "../auth/roles";
import { assertHeldQuota } from "../billing/quota";
import { db } from "../db";
import { DomainError, conflict, forbidden, invalidInput, notFound } from "../errors";
import { recordEventSafely } from "../events/record";
import type { MemberStatus, Prisma } from "../generated/prisma/client";
import { sendMail } from "../mailer";
import { createdAfter, createdBefore, CreatedCursor, createdCursorOf, decodeCursor, encodeCursor, fetchPage, type Page, type PageRequest } from "../pagination";
import { normalizeEmail } from "../users";
import type { InviteInput } from "./schemas";
import type { InvitationView, JoinedMemberView, MemberView, ReceivedInvitationView } from "./views";

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const memberSelect = {
  id: true,
  role: true,
  status: true,
  createdAt: true,
  user: { select: { id: true, email: true, name: true } },
  grants: { select: { documentationId: true } },
} satisfies Prisma.MembershipSelect;

type MemberRow = Prisma.MembershipGetPayload<{ select: typeof memberSelect }>;
type InvitationRow = Prisma.InvitationGetPayload<object>;

export function memberView(member: MemberRow): MemberView {
  return {
    user_id: member.user.id,
    email: member.user.email,
    name: member.user.name,
    role: member.role,
    status: member.status,
    documentation_ids: member.grants.map((grant) => grant.documentationId),
    joined_at: member.createdAt,
  };
}

export function invitationView(invitation: InvitationRow): InvitationView {
  return {
    invitation_id: invitation.id,
    user_id: null,
    email: invitation.email,
    role: invitation.role,
    status: "pending",
    documentation_ids: invitation.documentationIds,
    invited_at: invitation.createdAt,
    expires_at: invitation.expiresAt,
  };
}

const pendingWhere = (organizationId: string) => ({ organizationId, acceptedAt: null, expiresAt: { gt: new Date() } });

/** Only owners may hand out or take away the owner role. */
function assertMayAssign(access: OrganizationAccess, role: Role) {
  if (role === "owner" && access.role !== "owner") throw forbidden("Only owners may grant the owner role.");
}

async function assertDocumentationsInOrganization(tx: Prisma.TransactionClient, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await tx.documentation.findMany({ where: { organizationId, id: { in: unique } }, select: { id: true } });
  const known = new Set(found.map((row) => row.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) {
    throw invalidInput(
      "Some documentation projects do not exist in this organization.",
      missing.map((id) => ({ path: "body.documentation_ids", message: `unknown documentation ${id}` })),
    );
  }
  return unique;
}

/**
 * Invites by email; a new invitation replaces a pending one for the same address. `origin`:
 * the platform's address, for the link in the mail.
 */
export async function inviteMember(access: OrganizationAccess, principal: Principal, input: InviteInput, origin: string) {
  assertMayAssign(access, input.role);
  const email = normalizeEmail(input.email);
  const { invitation, organizationName } = await db.$transaction(async (tx) => {
    const existing = await tx.membership.findFirst({
      where: { organizationId: access.organizationId, user: { email } },
      select: { id: true },
    });
    if (existing) throw conflict(`${email} is already a member of this organization.`);
    const documentationIds = await assertDocumentationsInOrganization(tx, access.organizationId, input.documentation_ids ?? []);
    await tx.invitation.deleteMany({ where: { organizationId: access.organizationId, email, acceptedAt: null } });
    // Counted without the pending invitation this one replaces: re-inviting takes no extra seat.
    await assertHeldQuota(tx, access.organizationId, "members");
    const created = await tx.invitation.create({
      data: {
        organizationId: access.organizationId,
        email,
        role: input.role,
        documentationIds,
        invitedById: principal.user.id,
        expiresAt: new Date(Date.now() + invitationLifetimeMs),
      },
      include: { organization: { select: { name: true } } },
    });
    return { invitation: created, organizationName: created.organization.name };
  });
  await sendMail({
    to: email,
    subject: `You are invited to ${organizationName}`,
    text: [
      `${principal.user.name ?? principal.user.email} invited you to join ${organizationName} as ${input.role}.`,
      `Accept it in the dashboard: ${origin}/invitations`,
      `The invitation expires on ${invitation.expiresAt.toUTCString()}.`,
    ].join("\n\n"),
  });
  await recordEventSafely({
    organizationId: access.organizationId,
    type: "member.invited",
    description: `${email} was invited as ${input.role}.`,
    metadata: { email, role: input.role, invitation_id: invitation.id },
    actorUserId: principal.user.id,
  });
  return invitationView(invitation);
}

/** How many members have access, and how many invitations are open. */
export async function countMembers(access: OrganizationAccess) {
  const [activeMembers, pendingInvitations] = await Promise.all([
    db.membership.count({ where: { organizationId: access.organizationId, status: "active" } }),
    db.invitation.count({ where: pendingWhere(access.organizationId) }),
  ]);
  return { activeMembers, pendingInvitations };
}

/** Where a page of members starts: after a member, after an invitation, or at the first invitation. */
const MemberCursor = z.union([CreatedCursor.extend({ kind: z.enum(["member", "invitation"]) }), z.object({ kind: z.literal("invitations") })]);

type MemberListItem = MemberView | InvitationView;

/** Members of every status, then the pending invitations, each oldest first. */
export async function listMembers(access: OrganizationAccess, filter: "all" | "active" | "pending", page: PageRequest): Promise<Page<MemberListItem>> {
  const cursor = decodeCursor(page.cursor, MemberCursor);
  const items: MemberListItem[] = [];
  if (filter !== "pending" && (!cursor || cursor.kind === "member")) {
    const members = await fetchPage(
      page,
      (take) =>
        db.membership.findMany({
          where: { organizationId: access.organizationId, ...(filter === "active" ? { status: "active" as const } : {}), ...createdAfter(cursor) },
          select: memberSelect,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take,
        }),
      (last) => ({ kind: "member", ...createdCursorOf(last) }),
    );
    items.push(...members.items.map(memberView));
    if (members.nextCursor) return { items, nextCursor: members.nextCursor };
  }
  if (filter === "active") return { items, nextCursor: null };
  const room = page.limit - items.length;
  const invitations = (take: number) =>
    db.invitation.findMany({
      where: { ...pendingWhere(access.organizationId), ...createdAfter(cursor?.kind === "invitation" ? cursor : undefined) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
    });
  // Members filled the page: the next one starts at the first invitation, if there is one.
  if (room === 0) return { items, nextCursor: (await invitations(1)).length ? encodeCursor({ kind: "invitations" }) : null };
  const pending = await fetchPage({ limit: room }, invitations, (last) => ({ kind: "invitation", ...createdCursorOf(last) }));
  items.push(...pending.items.map(invitationView));
  return { items, nextCursor: pending.nextCursor };
}

async function findMember(tx: Prisma.TransactionClient, organizationId: string, userId: string) {
  const member = await tx.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    select: memberSelect,
  });
  if (!member) throw notFound("Member");
  return member;
}

async function assertNotLastOwner(tx: Prisma.TransactionClient, organizationId: string, member: MemberRow) {
  if (member.role !== "owner") return;
  const owners = await tx.membership.count({ where: { organizationId, role: "owner", status: "active" } });
  if (owners <= 1) throw conflict("An organization needs at least one owner; make someone else owner first.");
}

export async function updateMemberRole(access: OrganizationAccess, userId: string, role: Role) {
  assertMayAssign(access, role);
  return clearingAccessAfter(
    db.$transaction(async (tx) => {
      const member = await findMember(tx, access.organizationId, userId);
      assertMayAssign(access, member.role);
      if (role !== "owner") await assertNotLastOwner(tx, access.organizationId, member);
      const updated = await tx.membership.update({
        where: { id: member.id },
        data: {
          role,
          // Grants only mean something for readers.
          ...(role !== "reader" ? { grants: { deleteMany: {} } } : {}),
        },
        select: memberSelect,
      });
      return memberView(updated);
    }),
  );
}

/** Replaces a reader's documentation grants. */
export async function updateMemberGrants(access: OrganizationAccess, userId: string, documentationIds: string[]) {
  return clearingAccessAfter(
    db.$transaction(async (tx) => {
      const member = await findMember(tx, access.organizationId, userId);
      if (member.role !== "reader") {
        throw conflict(`Documentation grants apply to readers only; this member is ${member.role} and sees every project.`);
      }
      const ids = await assertDocumentationsInOrganization(tx, access.organizationId, documentationIds);
      await tx.documentationGrant.deleteMany({ where: { membershipId: member.id } });
      await tx.documentationGrant.createMany({ data: ids.map((documentationId) => ({ membershipId: member.id, documentationId })) });
      return memberView(await findMember(tx, access.organizationId, userId));
    }),
  );
}

export async function updateMemberStatus(access: OrganizationAccess, userId: string, status: MemberStatus) {
  return clearingAccessAfter(
    db.$transaction(async (tx) => {
      const member = await findMember(tx, access.organizationId, userId);
      assertMayAssign(access, member.role);
      if (status !== "active") await assertNotLastOwner(tx, access.organizationId, member);
      // A deactivated member holds no seat: bringing one back takes a seat again.
      if (member.status === "deactivated" && status !== "deactivated") await assertHeldQuota(tx, access.organizationId, "members");
      return memberView(await tx.membership.update({ where: { id: member.id }, data: { status }, select: memberSelect }));
    }),
  );
}

/** Removes a member (by user id) or revokes a pending invitation (by invitation id). */
export async function removeMember(access: OrganizationAccess, id: string) {
  await clearingAccessAfter(
    db.$transaction(async (tx) => {
      const member = await tx.membership.findUnique({
        where: { organizationId_userId: { organizationId: access.organizationId, userId: id } },
        select: memberSelect,
      });
      if (member) {
        assertMayAssign(access, member.role);
        await assertNotLastOwner(tx, access.organizationId, member);
        await tx.membership.delete({ where: { id: member.id } });
        return;
      }
      const revoked = await tx.invitation.deleteMany({ where: { id, ...pendingWhere(access.organizationId) } });
      if (revoked.count === 0) throw notFound("Member or pending invitation");
    }),
  );
}

function assertPersonal(principal: Principal) {
  if (principal.token?.kind === "organization") {
    throw forbidden("Invitations belong to a person: use a personal token or the dashboard.");
  }
}

/** Pending invitations addressed to the caller, across organizations; newest first. */
export async function listMyInvitations(principal: Principal, page: PageRequest): Promise<Page<ReceivedInvitationView>> {
  assertPersonal(principal);
  const cursor = decodeCursor(page.cursor, CreatedCursor);
  const invitations = await fetchPage(
    page,
    (take) =>
      db.invitation.findMany({
        where: { email: principal.user.email, acceptedAt: null, expiresAt: { gt: new Date() }, ...createdBefore(cursor) },
        include: { organization: { select: { name: true, slug: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    createdCursorOf,
  );
  const items = invitations.items.map((invitation): ReceivedInvitationView => ({
    ...invitationView(invitation),
    organization_id: invitation.organizationId,
    organization_name: invitation.organization.name,
    organization_slug: invitation.organization.slug,
  }));
  return { items, nextCursor: invitations.nextCursor };
}

export async function acceptInvitation(principal: Principal, invitationId: string): Promise<JoinedMemberView> {
  assertPersonal(principal);
  const joined = await clearingAccessAfter(
    db.$transaction(async (tx) => {
      const invitation = await tx.invitation.findUnique({ where: { id: invitationId } });
      // Someone else's invitation is as invisible as a missing one.
      if (!invitation || invitation.email !== principal.user.email || invitation.acceptedAt) throw notFound("Invitation");
      if (invitation.expiresAt <= new Date()) {
        throw new DomainError("gone", "The invitation has expired; ask for a new one.");
      }
      const existing = await tx.membership.findUnique({
        where: { organizationId_userId: { organizationId: invitation.organizationId, userId: principal.user.id } },
      });
      if (existing) throw conflict("You are already a member of this organization.");
      const grants = await tx.documentation.findMany({
        where: { organizationId: invitation.organizationId, id: { in: invitation.documentationIds } },
        select: { id: true },
      });
      const member = await tx.membership.create({
        data: {
          organizationId: invitation.organizationId,
          userId: principal.user.id,
          role: invitation.role,
          grants: invitation.role === "reader" ? { create: grants.map((grant) => ({ documentationId: grant.id })) } : undefined,
        },
        select: memberSelect,
      });
      await tx.invitation.update({ where: { id: invitation.id }, data: { acceptedAt: new Date() } });
      return { organization_id: invitation.organizationId, ...memberView(member) };
    }),
  );
  await recordEventSafely({
    organizationId: joined.organization_id,
    type: "member.joined",
    description: `${joined.email} joined as ${joined.role}.`,
    metadata: { user_id: joined.user_id, email: joined.email, role: joined.role },
    actorUserId: principal.user.id,
  });
  return joined;
}
