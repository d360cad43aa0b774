"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate } from "@/components/ui/format";
import { Badge } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { roleLabels, type InvitationRow, type DocumentationOption } from "./types";

export function PendingInvitations({ invitations, manage, organizationId, documentations }: { invitations: InvitationRow[]; manage: boolean; organizationId: string; documentations: DocumentationOption[] }) {
  return (
    <Table caption="Pending invitations">
      <thead>
        <tr>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Expires</Th>
          {manage && <Th className="text-right">Actions</Th>}
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <InvitationTableRow key={invitation.invitation_id} invitation={invitation} manage={manage} organizationId={organizationId} documentations={documentations} />
        ))}
      </tbody>
    </Table>
  );
}

function InvitationTableRow({ invitation, manage, organizationId, documentations }: { invitation: InvitationRow; manage: boolean; organizationId: string; documentations: DocumentationOption[] }) {
  const revoke = useApiMutation({
    mutate: () => api.delete(`/v1/organization/${organizationId}/user/${invitation.invitation_id}`),
    success: `Invitation to ${invitation.email} revoked.`,
  });
  const granted = documentations.filter((documentation) => invitation.documentation_ids.includes(documentation.documentation_id)).map((documentation) => documentation.name);
  return (
    <tr>
      <Td className="font-medium">{invitation.email}</Td>
      <Td>
        <Badge>{roleLabels[invitation.role]}</Badge>
        {invitation.role === "reader" && granted.length > 0 && (
          <span className="ml-2 text-xs text-muted">{granted.join(", ")}</span>
        )}
      </Td>
      <Td>
        <time dateTime={invitation.expires_at}>{formatDate(invitation.expires_at)}</time>
      </Td>
      {manage && (
        <Td className="text-right">
          <ConfirmDialog
            title={`Revoke the invitation to ${invitation.email}?`}
            description="The invitation link stops working. You can invite them again later."
            confirmLabel="Revoke invitation"
            onConfirm={() => revoke.mutateAsync()}
            pending={revoke.isPending}
            error={revoke.error ? errorMessage(revoke.error) : null}
            trigger={
              <Button variant="ghost" size="sm" className="text-danger" aria-label={`Revoke the invitation to ${invitation.email}`}>
                Revoke
              </Button>
            }
          />
        </Td>
      )}
    </tr>
  );
}
