import { generateText, Output } from "ai";
import { z } from "zod";
import type { DocumentationAccess } from "../auth/access";
import type { Principal } from "../auth/principal";
import { assertUninitialized, writeInitialContent, type InitialEntry } from "../initializers/initial-content";
import type { AiDocumentation } from "../initializers/views";
import { withAiCredits } from "./credits";
import { usageView } from "./edit";
import { aiProvider, callProvider } from "./provider";
import type { InitializeFromAiInput } from "./schemas";

/**
 * Text of a bounded length. Checked by refinement, not `.min()`/`.max()`: OpenAI's strict
 * structured outputs reject string length keywords in the schema the model is given, while
 * array bounds (minItems, maxItems) are supported and stay in it.
 */
const text = (min: number, max: number, description: string) =>
  z
    .string()
    .describe(description)
    .refine((value) => value.trim().length >= min && value.length <= max, `${min} to ${max} characters`);

const GeneratedPage = z.object({
  kind: z.literal("page"),
  title: text(1, 100, "Page title, shown as the page's heading"),
  content: text(1, 20_000, "The page body in GitHub-flavored Markdown, without a leading H1 heading"),
});

const GeneratedFolder = z.object({
  kind: z.literal("folder"),
  title: text(1, 100, "Folder title grouping related pages"),
  pages: z.array(GeneratedPage).min(1).max(8),
});

/** What the model must answer: a small, complete project, within what one request should produce. */
export const GeneratedDocumentation = z.object({
  sections: z
    .array(
      z.object({
        title: text(1, 100, "Section title, e.g. Getting started, Guides, API reference"),
        description: text(0, 300, "One sentence on what the section covers"),
        // anyOf, which strict structured outputs support (a discriminated union would emit oneOf).
        entries: z.array(z.union([GeneratedPage, GeneratedFolder])).min(1).max(10),
      }),
    )
    .min(1)
    .max(6),
});

type GeneratedDocumentation = z.output<typeof GeneratedDocumentation>;

const architectInstructions = `You design and write the first version of a product's documentation site.
From the user's description, produce 2 to 5 sections (for example Getting started, Guides, Concepts, API reference, Troubleshooting) with pages, grouping related pages in folders where it helps navigation.
Every page has real, useful content in GitHub-flavored Markdown: an opening paragraph, H2/H3 subheadings, lists, and code blocks with a language tag where the product involves code. Aim for 150 to 500 words per page.
Do not repeat the page title as an H1 heading. Do not invent URLs, version numbers, prices or contact details; use clearly marked placeholders such as <your-api-key> instead.
Write in the language of the user's description.`;

function toInitialEntries(entries: GeneratedDocumentation["sections"][number]["entries"]): InitialEntry[] {
  return entries.map((entry) =>
    entry.kind === "page"
      ? { kind: "page", title: entry.title.trim(), content: entry.content }
      : { kind: "folder", title: entry.title.trim(), children: entry.pages.map((page) => ({ kind: "page", title: page.title.trim(), content: page.content })) },
  );
}

/**
 * Generates a project's first sections and pages from a description and writes them as its
 * initial content. Any failure (provider, timeout, invalid answer, a concurrent initializer)
 * leaves the project uninitialized and the credits unspent.
 */
export async function initializeFromAi(access: DocumentationAccess, principal: Principal, input: InitializeFromAiInput): Promise<AiDocumentation> {
  const provider = aiProvider();
  // Before paying for a generation; the write checks again.
  await assertUninitialized(access.documentationId);
  return withAiCredits(access.organizationId, "initialize_project", async (credits) => {
    const result = await callProvider(provider, (settings) =>
      generateText({
        model: provider.textModel,
        system: architectInstructions,
        prompt: input.prompt,
        output: Output.object({ schema: GeneratedDocumentation, name: "documentation_project" }),
        ...settings,
      }).then((answer) => ({ output: answer.output, usage: answer.usage })),
    );
    const documentation = await writeInitialContent(access, principal, "ai", {
      versionName: input.version_name ?? "v1",
      sections: result.output.sections.map((section) => ({
        title: section.title.trim(),
        description: section.description.trim() || undefined,
        entries: toInitialEntries(section.entries),
      })),
    });
    return { ...documentation, model: provider.textModelId, credits_used: credits, usage: usageView(result.usage) };
  });
}
