"use client";

import { useRouter } from "next/navigation";
import { organizationPath, type OrganizationRef } from "@/components/shell/paths";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

export function AcceptInvitation({ invitationId, organizationName, organization }: { invitationId: string; organizationName: string; organization: OrganizationRef }) {
  const router = useRouter();
  const accept = useApiMutation({
    mutate: () => api.post(`/v1/invitations/${invitationId}/accept`),
    success: `You joined ${organizationName}.`,
    refresh: false,
    onSuccess: () => {
      router.push(organizationPath(organization));
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button onClick={() => accept.mutate()} loading={accept.isPending} aria-label={`Accept the invitation to ${organizationName}`}>
        Accept
      </Button>
      {accept.error && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(accept.error)}
        </p>
      )}
    </div>
  );
}
