import { z } from "zod";
import { roles } from "../auth/roles";

export const MemberParams = z.object({ organization_id: z.string().min(1), user_id: z.string().min(1) });
export const InvitationParams = z.object({ invitation_id: z.string().min(1) });

const RoleField = z.enum(roles);
const DocumentationIds = z.array(z.string().min(1)).max(1000);

export const InviteBody = z.strictObject({
  email: z.email().max(254),
  role: RoleField,
  /** Projects a reader may read once the invitation is accepted. */
  documentation_ids: DocumentationIds.optional(),
}).meta({ examples: [{ email: "ada@acme.example", role: "reader", documentation_ids: ["5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b"] }] });

export const UpdateRoleBody = z.strictObject({ role: RoleField }).meta({ examples: [{ role: "admin" }] });
export const UpdateGrantsBody = z.strictObject({ documentation_ids: DocumentationIds }).meta({ examples: [{ documentation_ids: ["5f1e2d3c-4b5a-4978-8a6b-7c8d9e0f1a2b"] }] });
export const UpdateStatusBody = z
  .strictObject({ status: z.enum(["active", "suspended", "deactivated"]) })
  .meta({ examples: [{ status: "suspended" }] });

export type InviteInput = z.output<typeof InviteBody>;
