import { organizationPath } from "@/components/shell/paths";
import { PageHeader } from "@/components/ui/page";
import { can } from "@/lib/auth/permissions";
import { requireOrganization } from "@/app/(dashboard)/session";
import { listDocumentation } from "@/lib/documentation/service";
import { getOrganization } from "@/lib/organizations/service";
import { CreateDocumentationDialog } from "../_components/create-documentation-dialog";
import { DocumentationList, NoDocumentation } from "../_components/documentation-list";

export const metadata = { title: "Documentation" };

/** Enough for one screen of projects; larger organizations page through the API. */
const documentationLimit = 200;

export default async function DocumentationListPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "documentation.read");
  const [organization, page] = await Promise.all([getOrganization(access), listDocumentation(access, { limit: documentationLimit })]);
  const canCreate = can(access.role, "documentation.create");
  const canWrite = can(access.role, "documentation.write");
  const documentations = page.items;
  return (
    <>
      <PageHeader
        title="Documentation"
        description={canWrite ? "Projects of this organization: write pages, organize versions and sections, manage images." : "The documentation projects you can read."}
        actions={canCreate ? <CreateDocumentationDialog organizationId={organizationId} documentationPath={organizationPath(organization, "documentation")} /> : undefined}
      />
      {documentations.length === 0 ? (
        <NoDocumentation organizationId={organizationId} documentationPath={organizationPath(organization, "documentation")} canCreate={canCreate} />
      ) : (
        <DocumentationList organization={organization} documentations={documentations} canWrite={canWrite} />
      )}
    </>
  );
}
