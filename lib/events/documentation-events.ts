import type { Prisma } from "../generated/prisma/client";
import { db } from "../db";
import { recordEventSafely } from "./record";
import type { PlatformEventType } from "./types";

/**
 * Records a platform event about a project (publish, backup, restore), looking up its
 * organization. Never throws: the operation it reports has already happened.
 */
export async function recordDocumentationEvent(
  documentationId: string,
  type: PlatformEventType,
  description: string,
  metadata: Prisma.InputJsonObject = {},
  actorUserId?: string | null,
): Promise<void> {
  const documentation = await db.documentation.findUnique({ where: { id: documentationId }, select: { organizationId: true, name: true } });
  if (!documentation) return;
  await recordEventSafely({
    organizationId: documentation.organizationId,
    documentationId,
    type,
    description: `${documentation.name}: ${description}`,
    metadata,
    actorUserId,
  });
}
