import Link from "next/link";
import { ChevronLeft } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { cn, focusRing } from "@/components/ui/cn";
import { Badge } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { changeRequestDiff } from "@/lib/change-requests/diff";
import { listComments, listReviews } from "@/lib/change-requests/review";
import { memberNames } from "@/lib/change-requests/service";
import { getOrganization } from "@/lib/organizations/service";
import { approvalsText, statusTone } from "../status";
import { requireChangeRequest } from "./change-request";
import { ReviewPanel } from "./review-panel";

export const metadata = { title: "Change request" };

/** One change request: its diff, discussion, reviews, merge and preview. */
export default async function ChangeRequestPage({ params }: { params: Promise<{ organizationSlugOrId: string; documentationId: string; changeRequestId: string }> }) {
  const { organizationSlugOrId, documentationId, changeRequestId } = await params;
  const { access, principal, organizationId, documentation, changeRequest } = await requireChangeRequest(organizationSlugOrId, documentationId, changeRequestId);
  const ref = { versionId: changeRequest.version_id, changeRequestId };
  const [organization, diff, comments, reviews] = await Promise.all([
    getOrganization(access),
    changeRequestDiff(access, ref),
    listComments(access, ref, { limit: 200 }),
    listReviews(access, ref),
  ]);
  const people = [changeRequest.author_id, ...changeRequest.reviewers, ...comments.items.map((comment) => comment.author_id), ...reviews.map((review) => review.reviewer_id)];
  const names = await memberNames(access, people.filter((id): id is string => !!id));
  const list = organizationPath(organization, `documentation/${documentation.documentation_id}/change-requests`);
  const open = changeRequest.status === "open" && !documentation.locked;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link href={`${list}?version=${changeRequest.version_id}`} className={cn("inline-flex items-center gap-1 rounded text-sm text-muted hover:text-fg", focusRing)}>
        <ChevronLeft className="size-4" aria-hidden />
        Change requests
      </Link>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold tracking-tight">{changeRequest.title}</h2>
          <Badge tone={statusTone[changeRequest.status]}>{changeRequest.status}</Badge>
        </div>
        <p className="text-sm text-secondary">
          Opened by {(changeRequest.author_id && names[changeRequest.author_id]) ?? "someone"} · {approvalsText(changeRequest)}
        </p>
        {changeRequest.description && <p className="whitespace-pre-wrap text-sm text-body">{changeRequest.description}</p>}
      </div>
      <ReviewPanel
        changeRequest={changeRequest}
        diff={diff}
        comments={comments.items}
        reviews={reviews}
        names={names}
        apiBase={`/v1/documentation/${organizationId}/${documentation.documentation_id}/version/${changeRequest.version_id}/change-requests/${changeRequestId}`}
        previewUrl={`/preview/change-requests/${changeRequestId}`}
        editorUrl={`${organizationPath(organization, `documentation/${documentation.documentation_id}`)}?change_request=${changeRequestId}`}
        permissions={{
          write: open && can(access.role, "change_requests.write"),
          comment: can(access.role, "change_requests.write"),
          merge: open && can(access.role, "change_requests.merge"),
          review: open && can(access.role, "change_requests.write") && principal.user.id !== changeRequest.author_id,
        }}
      />
    </div>
  );
}
