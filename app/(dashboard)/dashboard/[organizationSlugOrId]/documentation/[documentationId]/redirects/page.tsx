import { Bot, CornerDownRight, User } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { CursorPager, loadPage } from "@/components/ui/cursor-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge, Section } from "@/components/ui/page";
import { Table, Td, Th } from "@/components/ui/table";
import { can } from "@/lib/auth/permissions";
import { siteBasePath } from "@/lib/publishing/structure";
import { getOrganization } from "@/lib/organizations/service";
import { listRedirects } from "@/lib/publishing/redirects";
import { requireDocumentationPage, type DocumentationPageProps } from "../../_components/require-documentation";
import { DateTime } from "../_jobs/job-status";
import { AddRedirectForm, DeleteRedirectButton } from "./redirect-actions";

export const metadata = { title: "Redirects" };

const redirectLimit = 25;

/** The published site's redirects: automatic ones from moved pages and manual ones. */
export default async function RedirectsPage(props: DocumentationPageProps) {
  const { access, organizationId, documentation, cursor: requested } = await requireDocumentationPage(props);
  // Analytics' "Addresses not found" links here with the address to redirect.
  const { from } = await props.searchParams;
  const [organization, redirects] = await Promise.all([
    getOrganization(access),
    loadPage((cursor) => listRedirects(access, { limit: redirectLimit, cursor }), requested),
  ]);
  const canManage = can(access.role, "documentation.configure") && !documentation.locked;
  const siteBase = siteBasePath(organization.slug, documentation.slug);
  const documentationRef = { organizationId, documentationId: documentation.documentation_id };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {canManage && (
        <Section
          id="add-redirect"
          title="Add a redirect"
          description={
            <>
              Paths of the site after its address (<span className="font-mono text-xs">{siteBase}</span>): readers who open the old path are sent to the new one.
            </>
          }
        >
          <AddRedirectForm documentation={documentationRef} initialFrom={typeof from === "string" ? from.slice(0, 500) : ""} />
        </Section>
      )}

      <Section id="redirects" title="Redirects" description="Newest first. A path with no page of its own sends readers on with a permanent redirect (308); a page published at that path takes precedence.">
        {redirects.page.items.length === 0 ? (
          <EmptyState icon={CornerDownRight} title="No redirects yet">
            When you move or rename a published page, the next publish adds a redirect from its old path automatically, so links to it keep working.
            {canManage && " Add one above for any other path that changed."}
          </EmptyState>
        ) : (
          <>
            <Table caption="Redirects">
              <thead>
                <tr>
                  <Th>From</Th>
                  <Th>To</Th>
                  <Th>Source</Th>
                  <Th>Created</Th>
                  {canManage && (
                    // Positioned, so the hidden label stays inside the table's scroll box.
                    <Th className="relative">
                      <span className="sr-only">Actions</span>
                    </Th>
                  )}
                </tr>
              </thead>
              <tbody>
                {redirects.page.items.map((redirect) => (
                  <tr key={redirect.redirect_id}>
                    <Td className="max-w-64 break-all font-mono text-xs">{redirect.from}</Td>
                    <Td className="max-w-64 break-all font-mono text-xs">
                      <a href={`${siteBase}${redirect.to}`} target="_blank" rel="noopener" className="text-accent-strong underline-offset-2 hover:underline">
                        {redirect.to}
                      </a>
                    </Td>
                    <Td>
                      {redirect.source === "automatic" ? (
                        <Badge tone="info">
                          <Bot className="mr-1 size-3" aria-hidden />
                          Automatic
                        </Badge>
                      ) : (
                        <Badge>
                          <User className="mr-1 size-3" aria-hidden />
                          Manual
                        </Badge>
                      )}
                    </Td>
                    <Td className="text-xs">
                      <DateTime value={redirect.created_at} />
                      {redirect.created_by?.email && <div className="max-w-48 truncate text-muted">{redirect.created_by.email}</div>}
                    </Td>
                    {canManage && (
                      <Td className="text-right">
                        <DeleteRedirectButton documentation={documentationRef} redirect={redirect} />
                      </Td>
                    )}
                  </tr>
                ))}
              </tbody>
            </Table>
            <CursorPager
              path={organizationPath(organization, `documentation/${documentation.documentation_id}/redirects`)}
              query={{}}
              cursor={redirects.cursor}
              nextCursor={redirects.page.nextCursor}
              label="Redirects"
            />
          </>
        )}
      </Section>
    </div>
  );
}
