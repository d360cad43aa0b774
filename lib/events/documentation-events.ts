import type { Prisma } from "../generated/prisma/client";
import { db } from "../db";
import { recordEventSafely } from "./record";
import type { PlatformEventType } from "./types";

/**
 * Records a platform event about a project (publish, backup, restore), looking up its
 * organization. Never throws: the operation it reports has already happened.
 */
export async function recordProjectEvent(
  documentationId: string,
  type: PlatformEventType,
  description: string,
  metadata: Prisma.InputJsonObject = {},
  actorUserId?: string | null,
): Promise<void> {
  const project = await db.documentation.findUnique({ where: { id: documentationId }, select: { organizationId: true, name: true } });
  if (!project) return;
  await recordEventSafely({
    organizationId: project.organizationId,
    documentationId,
    type,
    description: `${project.name}: ${description}`,
    metadata,
    actorUserId,
  });
}
