"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CompactSelect } from "@/components/ui/field";
import { Badge } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import type { Role } from "@/lib/auth/roles";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { GrantsDialog } from "./grants-dialog";
import { assignableRoles, roleLabels, type MemberRow, type DocumentationOption } from "./types";

interface Context {
  organizationId: string;
  callerRole: Role;
  callerId: string;
  documentations: DocumentationOption[];
}

const statusTone = (status: string) => (status === "active" ? "success" : "warning");

export function MembersTable({ members, manage, ...context }: Context & { members: MemberRow[]; manage: boolean }) {
  return (
    <Table caption="Members of the organization">
      <thead>
        <tr>
          <Th>Member</Th>
          <Th>Role</Th>
          <Th>Status</Th>
          <Th>Documentation access</Th>
          {manage && <Th className="text-right">Actions</Th>}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <MemberTableRow key={member.user_id} member={member} manage={manage} {...context} />
        ))}
      </tbody>
    </Table>
  );
}

function MemberTableRow({ member, manage, organizationId, callerRole, callerId, documentations }: Context & { member: MemberRow; manage: boolean }) {
  const label = member.name ?? member.email;
  const isSelf = member.user_id === callerId;
  // Only owners may change or remove an owner (the API says the same).
  const editable = manage && (member.role !== "owner" || callerRole === "owner");
  const changeRole = useApiMutation({
    mutate: (role: Role) => api.patch(`/v1/organization/${organizationId}/user/${member.user_id}/role`, { role }),
    success: (_member, role) => `${label} is now ${roleLabels[role].toLowerCase()}.`,
  });
  const remove = useApiMutation({
    mutate: () => api.delete(`/v1/organization/${organizationId}/user/${member.user_id}`),
    success: `${label} was removed.`,
  });
  const documentationNames = documentations.filter((documentation) => member.documentation_ids.includes(documentation.documentation_id)).map((documentation) => documentation.name);
  return (
    <tr>
      <Td>
        <span className="block font-medium">
          {member.name ?? member.email}
          {isSelf && <span className="ml-1.5 text-xs font-normal text-muted">(you)</span>}
        </span>
        {member.name && <span className="block text-xs text-muted">{member.email}</span>}
      </Td>
      <Td>
        {editable ? (
          <div className="space-y-1">
            <CompactSelect
              aria-label={`Role of ${label}`}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => changeRole.mutate(event.target.value as Role)}
              options={member.role === "owner" || callerRole === "owner" ? assignableRoles("owner") : assignableRoles(callerRole)}
            />
            {changeRole.error && (
              <p role="alert" className="max-w-56 text-xs text-danger">
                {errorMessage(changeRole.error)}
              </p>
            )}
          </div>
        ) : (
          <Badge>{roleLabels[member.role]}</Badge>
        )}
      </Td>
      <Td>
        <Badge tone={statusTone(member.status)}>{member.status}</Badge>
      </Td>
      <Td>
        {member.role !== "reader" ? (
          <span className="text-muted">All projects</span>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-body">{documentationNames.length ? documentationNames.join(", ") : `${member.documentation_ids.length} projects`}</span>
            {manage && <GrantsDialog organizationId={organizationId} member={member} documentations={documentations} />}
          </div>
        )}
      </Td>
      {manage && (
        <Td className="text-right">
          {editable && (
            <ConfirmDialog
              title={isSelf ? "Leave this organization?" : `Remove ${label}?`}
              description={
                isSelf
                  ? "You lose access to this organization and its documentation at once."
                  : `${label} loses access to this organization and its documentation at once. Their account stays active.`
              }
              confirmLabel={isSelf ? "Leave" : "Remove member"}
              onConfirm={() => remove.mutateAsync()}
              pending={remove.isPending}
              error={remove.error ? errorMessage(remove.error) : null}
              trigger={
                <Button variant="ghost" size="sm" className="text-danger" aria-label={`Remove ${label}`}>
                  Remove
                </Button>
              }
            />
          )}
        </Td>
      )}
    </tr>
  );
}
