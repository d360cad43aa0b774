import { Mail } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/components/ui/format";
import { Badge, PageHeader } from "@/components/ui/page";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { listMyInvitations } from "@/lib/members/service";
import { AcceptInvitation } from "./accept-invitation";

export const metadata = { title: "Invitations" };

export default async function InvitationsPage() {
  const principal = await requirePrincipal("/dashboard/invitations");
  // The newest 200; more pending invitations than that are accepted through the API.
  const { items: invitations } = await listMyInvitations(principal, { limit: 200 });
  return (
    <>
      <PageHeader title="Invitations" description={`Invitations sent to ${principal.user.email}.`} />
      {invitations.length === 0 ? (
        <EmptyState icon={Mail} title="No pending invitations">
          When someone invites you to their organization, the invitation appears here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-panel">
          {invitations.map((invitation) => (
            <li key={invitation.invitation_id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{invitation.organization_name}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <Badge>{invitation.role}</Badge>
                  <span>Expires {formatDate(invitation.expires_at)}</span>
                </p>
              </div>
              <AcceptInvitation
                invitationId={invitation.invitation_id}
                organizationName={invitation.organization_name}
                organization={{ organization_id: invitation.organization_id, slug: invitation.organization_slug }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
