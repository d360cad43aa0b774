import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrganizationHeader, publicLinkClass } from "@/components/public/organization-header";
import { listPublicSites } from "@/lib/documentation/service";
import { DomainError } from "@/lib/errors";
import { publishedChangelogs } from "@/lib/feedback/changelogs";
import { changelogFeedPath } from "@/lib/feedback/paths";
import { roadmapOf } from "@/lib/feedback/roadmap";
import { ideaConfigView, publicWorkspace } from "@/lib/feedback/workspace";
import { hubPath, siteBasePath } from "@/lib/publishing/structure";
import { RoadmapBoard, type ChangelogEntry, type RoadmapGroup } from "./roadmap-board";

export const dynamic = "force-dynamic";

/** The roadmap names this many sites; the documentation hub lists them all. */
const sitesNamed = 8;

async function load(slug: string) {
  try {
    return await publicWorkspace(slug);
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { organization } = await load((await params).slug);
  return {
    title: `${organization.name} roadmap`,
    // Feed readers find the changelog's feed from the page's address.
    alternates: { types: { "application/atom+xml": [{ url: changelogFeedPath(organization.slug), title: `${organization.name} changelog` }] } },
  };
}

/** The public roadmap of an organization: no dashboard account needed. */
export default async function RoadmapPage({ params }: { params: Promise<{ slug: string }> }) {
  const { workspace, organization } = await load((await params).slug);
  const [groups, changelogs, sites] = await Promise.all([
    roadmapOf(workspace.id, null),
    publishedChangelogs(workspace.id, { limit: 20 }),
    listPublicSites(organization.id, { limit: sitesNamed }),
  ]);
  const config = ideaConfigView(workspace);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <OrganizationHeader organizationName={organization.name} title="Roadmap" lead="What we are planning, building and have shipped. Vote for what matters to you.">
        {sites.total > 0 && (
          <nav aria-label="Documentation" className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
            <span className="text-muted">Documentation:</span>
            {sites.sites.map((site) => (
              <a key={site.slug} href={siteBasePath(organization.slug, site.slug)} className={publicLinkClass}>
                {site.name}
              </a>
            ))}
            {sites.total > sitesNamed && (
              <a href={hubPath(organization.slug)} className={publicLinkClass}>
                All {sites.total} sites
              </a>
            )}
          </nav>
        )}
      </OrganizationHeader>
      <RoadmapBoard
        workspace={organization.slug}
        changelogFeed={changelogFeedPath(organization.slug)}
        initialGroups={JSON.parse(JSON.stringify(groups)) as RoadmapGroup[]}
        changelogs={changelogs.items.map((entry): ChangelogEntry => ({
          id: entry.changelog_id,
          title: entry.title,
          body: entry.body,
          publishedAt: entry.published_at.toISOString(),
        }))}
        ideasEnabled={config.ideas_enabled}
        titleMaxLength={config.title_max_length}
        descriptionMaxLength={config.description_max_length}
      />
    </main>
  );
}
