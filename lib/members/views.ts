import { z } from "zod";
import { MemberStatus, Role } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

const DocumentationIds = z.array(z.string()).describe("The projects a reader may read (grants); empty for other roles, who see every project");

/** The member and invitation the API document's examples show. */
const ada = {
  user_id: "7d6c5b4a-3f2e-4d1c-9b0a-8f7e6d5c4b3a",
  email: "ada@acme.example",
  name: "Ada Lovelace",
  role: "reader",
  status: "active",
  documentation_ids: ["5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b"],
  joined_at: "2026-11-12T09:00:00.000Z",
};
const graceInvited = {
  invitation_id: "f0e1d2c3-b4a5-4697-8899-aabbccddeeff",
  user_id: null,
  email: "grace@acme.example",
  role: "member",
  status: "pending",
  documentation_ids: [],
  invited_at: "2026-11-24T16:00:00.000Z",
  expires_at: "2026-12-01T16:00:00.000Z",
};

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
  .meta({ id: "Member", examples: [ada] });
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
  .meta({ id: "Invitation", examples: [graceInvited] });
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
}).meta({
  id: "ReceivedInvitation",
  examples: [{ ...graceInvited, organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f", organization_name: "Acme", organization_slug: "acme" }],
});
export type ReceivedInvitationView = ViewOf<z.output<typeof ReceivedInvitationView>>;

export const ReceivedInvitationList = z.array(ReceivedInvitationView);

/** The membership an accepted invitation made. */
export const JoinedMemberView = MemberView.extend({ organization_id: z.string() }).meta({
  id: "JoinedMember",
  examples: [{ ...ada, organization_id: "0b7c4f8e-2d1a-4c3b-9e5f-6a7d8c9b0e1f" }],
});
export type JoinedMemberView = ViewOf<z.output<typeof JoinedMemberView>>;
