import { escapeHtml } from "../html";
import { publishedChangelogs } from "./changelogs";
import { changelogEntryAnchor, changelogFeedPath, roadmapPath } from "./paths";
import { publicWorkspace } from "./workspace";

/** The newest entries a feed carries: readers' feed readers poll it, and keep what they saw. */
const feedEntryLimit = 50;

/**
 * The public changelog as an Atom feed (RFC 4287), newest first, for customers to follow in a
 * feed reader: entries published by now, as the roadmap page shows them. Throws not_found when
 * the roadmap is not public.
 */
export async function changelogFeed(organizationSlug: string, origin: string): Promise<string> {
  const { workspace, organization } = await publicWorkspace(organizationSlug);
  const { items } = await publishedChangelogs(workspace.id, { limit: feedEntryLimit });
  // XML 1.0 allows no control characters but tab and line breaks.
  const e = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));
  // A scheduled entry written before it appeared changed, for its readers, when it appeared.
  const changed = (entry: (typeof items)[number]) => (entry.updated_at > entry.published_at ? entry.updated_at : entry.published_at);
  const page = `${origin}${roadmapPath(organization.slug)}`;
  const entries = items.map(
    (entry) =>
      `  <entry>\n    <id>urn:uuid:${entry.changelog_id}</id>\n    <title>${e(entry.title)}</title>\n` +
      `    <link rel="alternate" type="text/html" href="${e(`${page}#${changelogEntryAnchor(entry.changelog_id)}`)}"/>\n` +
      `    <published>${entry.published_at.toISOString()}</published>\n    <updated>${changed(entry).toISOString()}</updated>\n` +
      `    <content type="text">${e(entry.body)}</content>\n  </entry>`,
  );
  // A feed's time is its newest change; an empty one's is the workspace's.
  const updated = items.reduce((latest, entry) => (changed(entry) > latest ? changed(entry) : latest), workspace.updatedAt);
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <id>${e(page)}</id>`,
    `  <title>${e(`${organization.name} changelog`)}</title>`,
    // Atom asks for an author: the organization writes its changelog.
    `  <author><name>${e(organization.name)}</name></author>`,
    `  <link rel="alternate" type="text/html" href="${e(page)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${e(`${origin}${changelogFeedPath(organization.slug)}`)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
}
