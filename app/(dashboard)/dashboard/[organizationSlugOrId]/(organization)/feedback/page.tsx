import Link from "next/link";
import { PageHeader } from "@/components/ui/page";
import { requireOrganization } from "@/app/(dashboard)/session";
import { db } from "@/lib/db";
import { listAllChangelogs } from "@/lib/feedback/changelogs";
import { listIdeas } from "@/lib/feedback/ideas";
import { roadmapPath } from "@/lib/feedback/paths";
import { listItems } from "@/lib/feedback/roadmap";
import { getSettings } from "@/lib/feedback/workspace";
import { FeedbackBoard } from "./feedback-board";

export const metadata = { title: "Feedback" };

/** Roadmap items (most voted first) and changelog entries (newest first) the board shows; the API pages through all. */
const boardLimit = 200;

export default async function FeedbackPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "feedback.manage");
  const [organization, settings, backlog, items, changelogs, versions] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { slug: true } }),
    getSettings(access),
    listIdeas(access, { status: "backlog", limit: 100 }),
    listItems(access, { limit: boardLimit }),
    listAllChangelogs(access, { limit: boardLimit }),
    // Changelog entries may name the documentation version they describe.
    db.version.findMany({
      where: { documentation: { organizationId } },
      orderBy: [{ documentation: { name: "asc" } }, { createdAt: "desc" }],
      select: { id: true, name: true, documentation: { select: { name: true } } },
      take: 500,
    }),
  ]);
  const renderedAt = new Date();
  return (
    <>
      <PageHeader
        title="Feedback"
        description={
          <>
            Approve ideas from the private backlog onto your{" "}
            <Link className="underline" href={roadmapPath(organization.slug)}>
              public roadmap
            </Link>
            , move items between statuses and write changelog entries.
          </>
        }
      />
      {(items.nextCursor || changelogs.nextCursor) && (
        <p role="note" className="mb-4 text-sm text-secondary">
          This board shows the {boardLimit} most voted roadmap items and the {boardLimit} newest changelog entries; the API lists every one.
        </p>
      )}
      <FeedbackBoard
        organizationId={organizationId}
        settings={settings}
        backlog={backlog.items}
        items={items.items}
        changelogs={changelogs.items.map((entry) => ({ ...entry, scheduled: entry.published_at > renderedAt }))}
        versions={versions.map((version) => ({ id: version.id, label: `${version.documentation.name} · ${version.name}` }))}
      />
    </>
  );
}
