import { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { db } from "../db";
import { notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import type { WizardProgressView } from "./views";

export const WizardParams = z.object({ organization_id: z.string().min(1), documentation_id: z.string().min(1) });

/** Any JSON object; the known fields are checked, the rest is kept as the client sent it. */
export const WizardProgressBody = z.looseObject({
  current_step: z.union([z.string().max(100), z.number().int().min(0)]).optional(),
  selected_options: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
  completion_percentage: z.number().min(0).max(100).optional(),
}).meta({ examples: [{ current_step: "theme", selected_options: { template: "product-docs" }, completion_percentage: 40 }] });

const key = (principal: Principal, access: DocumentationAccess) => ({
  userId: principal.user.id,
  organizationId: access.organizationId,
  documentationId: access.documentationId,
});

type WizardProgressInput = z.output<typeof WizardProgressBody>;

/** The saved fields, then those the platform sets (a saved `documentation_id` does not override the real one). */
const view = (row: { data: Prisma.JsonValue; createdAt: Date; updatedAt: Date; documentationId: string }): WizardProgressView => ({
  // The data was a WizardProgressBody when it was saved.
  ...(row.data as WizardProgressInput),
  documentation_id: row.documentationId,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export async function getWizardProgress(principal: Principal, access: DocumentationAccess) {
  const row = await db.wizardProgress.findUnique({ where: { userId_organizationId_documentationId: key(principal, access) } });
  if (!row) throw notFound("Wizard progress");
  return view(row);
}

export async function saveWizardProgress(principal: Principal, access: DocumentationAccess, data: WizardProgressInput) {
  const json = data as Prisma.InputJsonObject;
  const row = await db.wizardProgress.upsert({
    where: { userId_organizationId_documentationId: key(principal, access) },
    create: { ...key(principal, access), data: json },
    update: { data: json },
  });
  return view(row);
}

export async function clearWizardProgress(principal: Principal, access: DocumentationAccess) {
  const removed = await db.wizardProgress.deleteMany({ where: key(principal, access) });
  if (removed.count === 0) throw notFound("Wizard progress");
}
