import { z } from "zod";
import { PageQuery } from "../pagination";

/** A time: ISO 8601 with its offset, or a UTC day (its midnight). */
const Time = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

const Id = z.string().trim().min(1).max(200);

/** Filters of the audit log; `from` is included, `to` is not. */
const FilterFields = {
  /** A user, token or job id: entries it made, and those of the user's tokens and jobs. */
  actor: Id.optional(),
  /** `tokens.manage` (any method) or `tokens.manage:POST`. */
  action: Id.optional(),
  /** Any id the entry names: a project, a member, a token it created. */
  target: Id.optional(),
  from: Time.optional(),
  to: Time.optional(),
};

const checkRange = (value: { from?: Date; to?: Date }, context: z.RefinementCtx) => {
  if (value.from && value.to && value.from >= value.to) context.addIssue({ code: "custom", path: ["from"], message: "from must be before to" });
};

export const AuditLogExportQuery = z.object(FilterFields).superRefine(checkRange);
export const AuditLogQuery = z.object({ ...FilterFields, ...PageQuery.shape }).superRefine(checkRange);

export type AuditLogFilter = z.output<typeof AuditLogExportQuery>;
export type AuditLogPageQuery = z.output<typeof AuditLogQuery>;
