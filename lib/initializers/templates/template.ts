import type { InitialEntry, InitialSection } from "../initial-content";

export const templateIds = ["product-docs", "api-reference", "help-center", "open-source"] as const;
export type TemplateId = (typeof templateIds)[number];

/** A preset a project can start from: its sections, folders and pages. */
export interface Template {
  id: TemplateId;
  title: string;
  description: string;
  sections: InitialSection[];
}

/** A page of a template; its content starts below the title the site shows as the heading. */
export const page = (title: string, content: string, description?: string): InitialEntry => ({
  kind: "page",
  title,
  content: content.trim() + "\n",
  ...(description ? { metadata: { description } } : {}),
});

export const folder = (title: string, children: InitialEntry[]): InitialEntry => ({ kind: "folder", title, children });
