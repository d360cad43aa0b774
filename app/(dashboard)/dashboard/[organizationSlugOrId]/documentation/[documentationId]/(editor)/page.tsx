import { Layers } from "lucide-react";
import { organizationPath } from "@/components/shell/paths";
import { EmptyState } from "@/components/ui/empty-state";
import { aiConfigured } from "@/lib/ai/configured";
import { can } from "@/lib/auth/permissions";
import { listBranchSections } from "@/lib/change-requests/overlay";
import { getProjectChangeRequest } from "@/lib/change-requests/service";
import { DomainError } from "@/lib/errors";
import { getOrganization } from "@/lib/organizations/service";
import { listSections } from "@/lib/sections/service";
import { listVersions } from "@/lib/versions/service";
import { latestImport } from "@/lib/initializers/imports/service";
import { requireDocumentation } from "../../_components/require-documentation";
import { StartBlankButton } from "../../_components/start-blank-button";
import { StartDocumentationOptions } from "../../_components/start-documentation-options";
import { CreateVersionDialog } from "../../_components/version-bar";
import { Workspace } from "../../_components/workspace";
import { ChangeRequestBanner } from "../change-requests/change-request-actions";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The editor: versions, sections, the entry tree and the page being edited (chosen in the address). */
export default async function DocumentationEditorPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationSlugOrId: string; documentationId: string }>;
  searchParams: SearchParams;
}) {
  const { organizationSlugOrId, documentationId } = await params;
  const query = await searchParams;
  const { access, organizationId, documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  const canWrite = can(access.role, "documentation.write") && !documentation.locked;
  const documentationRef = { organizationId, documentationId: documentation.documentation_id };
  const versions = await listVersions(access);
  // `?change_request=` edits that change request's branch (while it is open) instead of the draft.
  const changeRequest = await openChangeRequestOf(access, single(query.change_request));
  const version =
    versions.find((candidate) => candidate.version_id === (changeRequest?.version_id ?? single(query.version))) ??
    versions.find((candidate) => candidate.is_default) ??
    versions[0];

  if (!version) {
    return (
      <EmptyState
        icon={Layers}
        title={documentation.status === "uninitialized" ? "This project is empty" : "No versions"}
        action={
          canWrite ? (
            <div className="flex flex-col items-center gap-6">
              <div className="flex flex-wrap justify-center gap-2">
                {documentation.status === "uninitialized" && <StartBlankButton documentation={documentationRef} name={documentation.name} size="md" />}
                <CreateVersionDialog documentation={documentationRef} size="md" />
              </div>
              {documentation.status === "uninitialized" && (
                <StartDocumentationOptions documentation={documentationRef} name={documentation.name} latestImport={await latestImportOf(access)} aiConfigured={aiConfigured()} />
              )}
            </div>
          ) : undefined
        }
      >
        {canWrite
          ? documentation.status === "uninitialized"
            ? "Start with a blank scaffold (a first version, a “Getting started” section and an introduction page), bring content you already have, or create a version and build it up yourself."
            : "Create a version and build it up yourself."
          : "Nothing has been written here yet."}
      </EmptyState>
    );
  }

  const sections = changeRequest
    ? await listBranchSections(access, { versionId: version.version_id, changeRequestId: changeRequest.change_request_id })
    : await listSections(access, version.version_id);
  return (
    <>
      {changeRequest && (
        <ChangeRequestBanner
          title={changeRequest.title}
          href={organizationPath(await getOrganization(access), `documentation/${documentation.documentation_id}/change-requests/${changeRequest.change_request_id}`)}
        />
      )}
    <Workspace
      key={`${version.version_id}/${changeRequest?.change_request_id ?? "draft"}`}
      documentation={changeRequest ? { ...documentationRef, changeRequestId: changeRequest.change_request_id } : documentationRef}
      canWrite={changeRequest ? can(access.role, "change_requests.write") && !documentation.locked : canWrite}
      versions={versions.map(({ version_id, name, slug, is_default, is_latest, is_deprecated }) => ({ version_id, name, slug, is_default, is_latest, is_deprecated }))}
      versionId={version.version_id}
      sections={sections.map(({ section_id, parent_id, title, slug, description, icon, order }) => ({ section_id, parent_id, title, slug, description, icon, order }))}
      initialSectionId={single(query.section) ?? null}
      initialEntryId={single(query.entry) ?? null}
      variableNames={Object.keys(documentation.config.variables ?? {})}
    />
    </>
  );
}

async function openChangeRequestOf(access: Parameters<typeof getProjectChangeRequest>[0], changeRequestId: string | undefined) {
  if (!changeRequestId) return null;
  try {
    const changeRequest = await getProjectChangeRequest(access, changeRequestId);
    return changeRequest.status === "open" ? changeRequest : null;
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}

/** The project's latest import, or null when it never had one. */
async function latestImportOf(access: Parameters<typeof latestImport>[0]) {
  try {
    return await latestImport(access);
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}
