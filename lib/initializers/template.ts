import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import type { InitialEntry } from "./initial-content";
import { writeInitialContent } from "./initial-content";
import type { InitializeFromTemplateInput } from "./schemas";
import { templateById, templates } from "./templates";
import type { TemplateList, TemplateDocumentation } from "./views";

const pageCount = (entries: InitialEntry[]): number =>
  entries.reduce((count, entry) => count + (entry.kind === "page" ? 1 : pageCount(entry.children ?? [])), 0);

/** The presets for the dashboard's "start from a template" choice. */
export function listTemplates(): TemplateList {
  return {
    templates: templates.map((template) => ({
      id: template.id,
      title: template.title,
      description: template.description,
      sections: template.sections.map((section) => section.title),
      page_count: template.sections.reduce((count, section) => count + pageCount(section.entries), 0),
    })),
  };
}

/** Writes a preset's sections, folders and pages as the project's first content. */
export async function initializeFromTemplate(access: DocumentationAccess, principal: Principal, input: InitializeFromTemplateInput): Promise<TemplateDocumentation> {
  const template = templateById(input.template);
  const documentation = await writeInitialContent(access, principal, "template", {
    versionName: input.version_name ?? "v1",
    sections: template.sections,
  });
  return { ...documentation, template: template.id };
}
