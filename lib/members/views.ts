import { z } from "zod";
import { MemberStatus, Role } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

const DocumentationIds = z.array(z.string()).describe("The projects a reader may read (grants); empty for other roles, who see every project");

/** A member of an organization as the API answers it. */
export const MemberView = z
  .object({
    user_id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(Role),
    status: z.enum(MemberStatus),
    documentation_ids: DocumentationIds,
    joined_at: Timestamp,
  })
  .meta({ id: "Member" });
export type MemberView = ViewOf<z.output<typeof MemberView>>;

/** A pending invitation as the organization's member lists answer it. */
export const InvitationView = z
  .object({
    invitation_id: z.string().describe("Revoke it with DELETE …/user/{invitation_id}"),
    user_id: z.null().describe("None until the invitation is accepted"),
    email: z.string(),
    role: z.enum(Role),
    status: z.literal("pending"),
    documentation_ids: DocumentationIds,
    invited_at: Timestamp,
    expires_at: Timestamp,
  })
  .meta({ id: "Invitation" });
export type InvitationView = ViewOf<z.output<typeof InvitationView>>;

/** Members (of every status), then pending invitations. */
export const MemberList = z.array(z.union([MemberView, InvitationView]));
export const ActiveMemberList = z.array(MemberView);
export const PendingInvitationList = z.array(InvitationView);

/** An invitation addressed to the caller, with the organization it is for. */
export const ReceivedInvitationView = InvitationView.extend({
  organization_id: z.string(),
  organization_name: z.string(),
  organization_slug: z.string(),
}).meta({ id: "ReceivedInvitation" });
export type ReceivedInvitationView = ViewOf<z.output<typeof ReceivedInvitationView>>;

export const ReceivedInvitationList = z.array(ReceivedInvitationView);

/** The membership an accepted invitation made. */
export const JoinedMemberView = MemberView.extend({ organization_id: z.string() }).meta({ id: "JoinedMember" });
export type JoinedMemberView = ViewOf<z.output<typeof JoinedMemberView>>;
