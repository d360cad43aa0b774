import { z } from "zod";
import { PageQuery } from "../pagination";

export const roadmapStatuses = [
  { status: "planned", label: "Planned" },
  { status: "in_progress", label: "In progress" },
  { status: "shipped", label: "Shipped" },
] as const;
export const RoadmapStatus = z.enum(["planned", "in_progress", "shipped"]);

export const ideaTitleMax = 150;
export const ideaDescriptionMax = 5000;

const Email = z.email().max(254).transform((value) => value.toLowerCase());

export const IdeaBody = z.strictObject({
  title: z.string().trim().min(3).max(ideaTitleMax),
  description: z.string().trim().min(1).max(ideaDescriptionMax),
  customer_email: Email,
});
export type IdeaInput = z.output<typeof IdeaBody>;

export const CustomerSessionBody = z.strictObject({
  /** The organization's slug, as in /roadmap/{slug}. */
  workspace: z.string().trim().min(1).max(100),
  email: Email,
  /** Where the workspace confirms emails: the code mailed by the call without it. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6 digits from the email.")
    .optional(),
});
export type CustomerSessionInput = z.output<typeof CustomerSessionBody>;

export const ItemParams = z.object({ item_id: z.string().min(1) });
export const VersionParams = z.object({ version_id: z.string().min(1) });

/** The longest idea limit window admins may set: a week. */
export const longestIdeaLimitWindowSeconds = 7 * 86_400;

export const SettingsBody = z
  .strictObject({
    ideas_enabled: z.boolean(),
    public_roadmap: z.boolean(),
    idea_limit_per_customer: z.number().int().min(1).max(10_000),
    idea_limit_per_address: z.number().int().min(1).max(100_000),
    idea_limit_window_seconds: z.number().int().min(60).max(longestIdeaLimitWindowSeconds),
    confirm_customer_emails: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one setting to change.");
export type SettingsInput = z.output<typeof SettingsBody>;

export const OrganizationFeedbackParams = z.object({ organization_id: z.string().min(1) });
export const IdeaAdminParams = OrganizationFeedbackParams.extend({ idea_id: z.string().min(1) });
export const ItemAdminParams = OrganizationFeedbackParams.extend({ item_id: z.string().min(1) });
export const ChangelogAdminParams = OrganizationFeedbackParams.extend({ changelog_id: z.string().min(1) });

export const IdeaListQuery = PageQuery.extend({ status: z.enum(["backlog", "approved", "declined"]).default("backlog") });

const ItemTitle = z.string().trim().min(3).max(ideaTitleMax);
const ItemDescription = z.string().trim().max(ideaDescriptionMax);

export const ApproveIdeaBody = z
  .strictObject({ status: RoadmapStatus.default("planned"), title: ItemTitle.optional(), description: ItemDescription.optional() })
  .default({ status: "planned" });

export const CreateItemBody = z.strictObject({ title: ItemTitle, description: ItemDescription.default(""), status: RoadmapStatus.default("planned") });
export const UpdateItemBody = z
  .strictObject({ title: ItemTitle, description: ItemDescription, status: RoadmapStatus })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");

const ChangelogFields = {
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(50_000),
  /** Ties the entry to a documentation version of the organization. */
  version_id: z.string().min(1).nullable(),
  /** Defaults to now; a future date schedules the entry. */
  published_at: z.iso.datetime({ offset: true }),
};
export const CreateChangelogBody = z.strictObject({
  title: ChangelogFields.title,
  body: ChangelogFields.body,
  version_id: ChangelogFields.version_id.optional(),
  published_at: ChangelogFields.published_at.optional(),
});
export const UpdateChangelogBody = z
  .strictObject(ChangelogFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change.");
export type CreateChangelogInput = z.output<typeof CreateChangelogBody>;
export type UpdateChangelogInput = z.output<typeof UpdateChangelogBody>;
