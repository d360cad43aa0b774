import { generateText, type LanguageModelUsage } from "ai";
import type { DocumentationAccess } from "../auth/access";
import { withAiCredits } from "./credits";
import { aiProvider, callProvider, unusableAnswer } from "./provider";
import type { EditInput } from "./schemas";

const editorInstructions = `You edit product documentation written in Markdown (GitHub-flavored, possibly with MDX components).
Apply the user's instruction to the document and answer with the complete revised document only: no preamble, no explanation, no surrounding code fence.
Keep everything the instruction does not concern unchanged, including front matter, headings' anchors, links, images, code blocks and components.
When the document is empty, write what the instruction asks for.`;

/** A whole answer wrapped in one code fence despite the instructions: the fence is not content. */
function withoutWrappingFence(text: string): string {
  const fenced = /^```(?:markdown|md|mdx)?[ \t]*\n([\s\S]*?)\n```\s*$/i.exec(text.trim());
  return fenced ? fenced[1]! : text;
}

export function usageView(usage: LanguageModelUsage) {
  return { input_tokens: usage.inputTokens ?? null, output_tokens: usage.outputTokens ?? null, total_tokens: usage.totalTokens ?? null };
}

/** Revises markdown as instructed; the caller decides whether to save the result. */
export async function editContent(access: DocumentationAccess, input: EditInput) {
  const provider = aiProvider();
  return withAiCredits(access.organizationId, "edit", async (credits) => {
    const result = await callProvider(provider, (settings) =>
      generateText({
        model: provider.textModel,
        system: editorInstructions,
        prompt: `Instruction:\n${input.instruction}\n\nDocument:\n<document>\n${input.content}\n</document>`,
        ...settings,
      }),
    );
    if (result.finishReason === "length") throw unusableAnswer("the revised document was cut off at the model's output limit");
    const content = withoutWrappingFence(result.text);
    if (content.trim() === "") throw unusableAnswer("it contained no text");
    return { content, format: "markdown", model: provider.textModelId, credits_used: credits, usage: usageView(result.usage) };
  });
}
