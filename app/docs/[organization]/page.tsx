import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { OrganizationHeader, publicLinkClass } from "@/components/public/organization-header";
import { cn } from "@/components/ui/cn";
import { roadmapPath } from "@/lib/feedback/paths";
import { hubPath, siteBasePath } from "@/lib/publishing/structure";
import { documentationHub } from "@/lib/site/hub";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ organization: string }>;
  searchParams: Promise<{ page?: string }>;
}

/** `?page=` as a page number from 1; anything else is no page at all. */
function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

// Once a request: the metadata and the page read the same hub.
const hubPage = cache(async (organizationSlug: string, pageParameter: string | undefined) => {
  const page = pageNumber(pageParameter);
  const hub = page === null ? null : await documentationHub(organizationSlug, page);
  if (!hub || page === null) notFound();
  return { ...hub, page };
});

async function load({ params, searchParams }: Props) {
  return hubPage((await params).organization, (await searchParams).page);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { organization } = await load(props);
  return { title: `${organization.name} documentation`, description: `The documentation ${organization.name} publishes.` };
}

/** An organization's documentation hub: every site it publishes to everyone, for readers who come in at the organization's address. */
export default async function DocumentationHubPage(props: Props) {
  const { organization, sites, total, page, pageCount, publicRoadmap } = await load(props);
  const hub = hubPath(organization.slug);
  const pagePath = (number: number) => (number === 1 ? hub : `${hub}?page=${number}`);
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <OrganizationHeader organizationName={organization.name} title="Documentation" lead={`Guides and references from ${organization.name}.`}>
        {publicRoadmap && (
          <p className="mt-3 text-sm">
            <a href={roadmapPath(organization.slug)} className={publicLinkClass}>
              Roadmap
            </a>
            <span className="text-muted">: what is planned, and ideas to vote for</span>
          </p>
        )}
      </OrganizationHeader>
      <ul aria-label="Documentation sites" className="grid gap-4 sm:grid-cols-2">
        {sites.map((site) => (
          <li key={site.slug} className="relative rounded-lg border border-line p-4 hover:border-control">
            <h2 className="font-semibold">
              {/* The whole card is the link's target, its name the link's text. */}
              <a href={siteBasePath(organization.slug, site.slug)} className={cn("after:absolute after:inset-0", publicLinkClass)}>
                {site.name}
              </a>
            </h2>
            {site.description && <p className="mt-1 text-sm text-secondary">{site.description}</p>}
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <a href={pagePath(page - 1)} rel="prev" className={publicLinkClass}>
              Previous
            </a>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} of {pageCount} · {total} sites
          </span>
          {page < pageCount ? (
            <a href={pagePath(page + 1)} rel="next" className={publicLinkClass}>
              Next
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="mt-10 text-sm text-muted">
        For AI assistants:{" "}
        <a href={`${hub}/llms.txt`} className={publicLinkClass}>
          llms.txt
        </a>
        , every site with its own.
      </p>
    </main>
  );
}
