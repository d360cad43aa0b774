import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { writeInitialContent } from "./initial-content";
import type { BlankDocumentation } from "./views";

// No leading heading: the site shows the page title as the page's heading.
const introduction = `Welcome to your new documentation. Edit this page, add pages and folders to this section,
or create more sections for guides and reference material.
`;

/** A default version, a "Getting started" section and an introduction page. */
export async function initializeBlank(access: DocumentationAccess, principal: Principal, input: { version_name?: string } | undefined): Promise<BlankDocumentation> {
  const documentation = await writeInitialContent(access, principal, "blank", {
    versionName: input?.version_name ?? "v1",
    sections: [{ title: "Getting started", entries: [{ kind: "page", title: "Introduction", content: introduction }] }],
  });
  const [section] = documentation.sections;
  return {
    documentation_id: documentation.documentation_id,
    status: documentation.status,
    init_source: "blank",
    version_id: documentation.version_id,
    section_id: section!.section_id,
    entry_id: section!.entry_ids[0]!,
  };
}
