import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { recordEventSafely } from "../events/record";
import type { PlatformEventType } from "../events/types";
import type { ChangeRequest, Prisma } from "../generated/prisma/client";

/** Records a change request's event after its transaction committed; webhooks and push follow from it. */
export function recordChangeRequestEvent(
  access: DocumentationAccess,
  principal: Principal,
  changeRequest: ChangeRequest,
  type: Extract<PlatformEventType, `change_request.${string}`>,
  description: string,
  metadata: Prisma.InputJsonObject = {},
) {
  return recordEventSafely({
    organizationId: access.organizationId,
    documentationId: access.documentationId,
    type,
    description: `${principal.user.name ?? principal.user.email} ${description}`,
    metadata: { change_request_id: changeRequest.id, version_id: changeRequest.versionId, title: changeRequest.title, ...metadata },
    actorUserId: principal.user.id,
  });
}
