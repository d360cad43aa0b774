import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { appUrl } from "@/lib/mailer";
import { loadLiveSite, loadSitePage, pageUrl, resolveSitePath } from "@/lib/publishing/site";
import { DocsShell } from "../../../_components/docs-shell";
import "../../../docs.css";

type Props = { params: Promise<{ organization: string; documentation: string; path?: string[] }> };

async function load({ params }: Props) {
  const { organization, documentation, path = [] } = await params;
  // The viewer's cookie or token decides access to a private project.
  const site = await loadLiveSite(organization, documentation, new Request(`${appUrl()}/`, { headers: await headers() }));
  if (!site) notFound();
  const segments = path.map(decodeURIComponent);
  if (segments.at(-1)?.endsWith(".md")) redirect(`${site.base}/-/raw/${segments.join("/")}`);
  // The default version lives at the root; its slug in the path is an alias.
  if (segments[0] === site.defaultVersion.slug) redirect(pageUrl(site, site.defaultVersion, segments.slice(1).join("/")));
  const { version, path: pagePath } = resolveSitePath(site, segments);
  const page = await loadSitePage(site, version, pagePath);
  if (!page) notFound();
  return { site, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page } = await load(props);
  return { title: { absolute: `${page.title} · ${site.name}` } };
}

export default async function PublishedPage(props: Props) {
  const { site, page } = await load(props);
  return <DocsShell site={site} page={page} />;
}
