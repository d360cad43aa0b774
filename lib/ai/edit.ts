import { generateText, streamText, type FinishReason, type LanguageModelUsage } from "ai";
import type { DocumentationAccess } from "../auth/access";
import { takeAiCredits, withAiCredits } from "./credits";
import { aiProvider, callProvider, providerProblem, unusableAnswer, type AiProvider } from "./provider";
import type { EditInput } from "./schemas";
import type { AiEdit, AiUsage } from "./views";

const editorInstructions = `You edit product documentation written in Markdown (GitHub-flavored, possibly with MDX components).
Apply the user's instruction to the document and answer with the complete revised document only: no preamble, no explanation, no surrounding code fence.
Keep everything the instruction does not concern unchanged, including front matter, headings' anchors, links, images, code blocks and components.
When the document is empty, write what the instruction asks for.`;

/** A whole answer wrapped in one code fence despite the instructions: the fence is not content. */
function withoutWrappingFence(text: string): string {
  const fenced = /^```(?:markdown|md|mdx)?[ \t]*\n([\s\S]*?)\n```\s*$/i.exec(text.trim());
  return fenced ? fenced[1]! : text;
}

export function usageView(usage: LanguageModelUsage): AiUsage {
  return { input_tokens: usage.inputTokens ?? null, output_tokens: usage.outputTokens ?? null, total_tokens: usage.totalTokens ?? null };
}

const editPrompt = (input: EditInput) => `Instruction:\n${input.instruction}\n\nDocument:\n<document>\n${input.content}\n</document>`;

/** The answer of an edit from the model's finished text (502 when cut off or empty). */
function editResult(provider: AiProvider, credits: number, text: string, finishReason: FinishReason, usage: LanguageModelUsage): AiEdit {
  if (finishReason === "length") throw unusableAnswer("the revised document was cut off at the model's output limit");
  const content = withoutWrappingFence(text);
  if (content.trim() === "") throw unusableAnswer("it contained no text");
  return { content, format: "markdown", model: provider.textModelId, credits_used: credits, usage: usageView(usage) };
}

/** Revises markdown as instructed; the caller decides whether to save the result. */
export async function editContent(access: DocumentationAccess, input: EditInput) {
  const provider = aiProvider();
  return withAiCredits(access.organizationId, "edit", async (credits) => {
    const result = await callProvider(provider, (settings) =>
      generateText({ model: provider.textModel, system: editorInstructions, prompt: editPrompt(input), ...settings }),
    );
    return editResult(provider, credits, result.text, result.finishReason, result.usage);
  });
}

export type EditEvent = { event: "delta"; data: { text: string } } | { event: "done"; data: AiEdit };

/**
 * `editContent` streamed: `delta` events carry the text as the model writes it, then `done`
 * carries the same answer `editContent` gives (wrapping fence removed). The plan, the credits
 * (402) and the provider's configuration (503) are checked before this resolves. A failure
 * while streaming (502, 504 when the whole call outlasts AI_TIMEOUT_MS) is thrown from the
 * events and gives the credit back; a consumer that stops early stops the provider call and
 * is charged, as the provider was.
 */
export async function streamEditContent(access: DocumentationAccess, input: EditInput): Promise<AsyncGenerator<EditEvent>> {
  const provider = aiProvider();
  const { credits, refund } = await takeAiCredits(access.organizationId, "edit");
  const timeout = AbortSignal.timeout(provider.timeoutMs);
  const stop = new AbortController();
  const stream = streamText({
    model: provider.textModel,
    system: editorInstructions,
    prompt: editPrompt(input),
    abortSignal: AbortSignal.any([timeout, stop.signal]),
    maxRetries: provider.maxRetries,
    // Failures arrive as `error` parts below; the default handler would only log them.
    onError: () => {},
  });
  return (async function* events(): AsyncGenerator<EditEvent> {
    let ended = false;
    try {
      let text = "";
      let finish: { finishReason: FinishReason; totalUsage: LanguageModelUsage } | null = null;
      for await (const part of stream.fullStream) {
        if (part.type === "text-delta") {
          text += part.text;
          yield { event: "delta", data: { text: part.text } };
        } else if (part.type === "error") throw part.error;
        else if (part.type === "abort") throw new Error("the call was aborted");
        else if (part.type === "finish") finish = part;
      }
      if (!finish) throw unusableAnswer("the stream ended without finishing");
      const result = editResult(provider, credits, text, finish.finishReason, finish.totalUsage);
      ended = true;
      yield { event: "done", data: result };
    } catch (error) {
      ended = true;
      await refund();
      throw providerProblem(provider, error, timeout);
    } finally {
      if (!ended) stop.abort();
    }
  })();
}
