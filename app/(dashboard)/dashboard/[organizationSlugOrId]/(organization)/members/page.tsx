import { Users } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader, Section } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { listDocumentation } from "@/lib/documentation/service";
import { listMembers } from "@/lib/members/service";
import { InviteDialog } from "./invite-dialog";
import { MembersTable } from "./members-table";
import { PendingInvitations } from "./pending-invitations";
import type { InvitationRow, MemberRow } from "./types";

export const metadata = { title: "Members" };

/** Enough projects for the grant pickers; organizations with more use the API. */
const documentationPickerLimit = 200;
/** Members and invitations shown, oldest first; organizations with more page through them with the API. */
const peopleLimit = 1000;

export default async function MembersPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, principal, organizationId } = await requireOrganization((await params).organizationSlugOrId, "members.read");
  const manage = can(access.role, "members.manage");
  const [people, documentations] = await Promise.all([
    listMembers(access, "all", { limit: peopleLimit }).then((page) => page.items),
    manage ? listDocumentation(access, { limit: documentationPickerLimit }).then((page) => page.items) : Promise.resolve([]),
  ]);
  const members: MemberRow[] = [];
  const invitations: InvitationRow[] = [];
  for (const person of people) {
    if ("invitation_id" in person) invitations.push({ ...person, expires_at: person.expires_at.toISOString() });
    else members.push(person);
  }
  const documentationOptions = documentations.map(({ documentation_id, name }) => ({ documentation_id, name }));
  const context = { organizationId, callerRole: access.role, callerId: principal.user.id, documentations: documentationOptions };
  return (
    <>
      <PageHeader
        title="Members"
        description="People with access to this organization. Readers see only the documentation projects granted to them."
        actions={manage ? <InviteDialog {...context} /> : undefined}
      />
      <div className="space-y-6">
        <MembersTable members={members} manage={manage} {...context} />
        <Section id="pending" title="Pending invitations" description="Invitations expire after 7 days.">
          {invitations.length === 0 ? (
            <EmptyState icon={Users} title="No pending invitations">
              {manage ? "Invite someone with the Invite member button." : "Nobody is waiting to join."}
            </EmptyState>
          ) : (
            <PendingInvitations invitations={invitations} manage={manage} organizationId={organizationId} documentations={documentationOptions} />
          )}
        </Section>
      </div>
    </>
  );
}
