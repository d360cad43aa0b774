import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, NoImageGeneratedError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from "ai";
import { DomainError } from "../errors";

/** Defaults for the model settings; each can be overridden by its environment variable. */
export const aiDefaults = {
  textModel: "gpt-5-mini",
  imageModel: "gpt-image-1",
  timeoutMs: 60_000,
  maxRetries: 2,
};

function positiveInteger(name: string, fallback: number, minimum: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= minimum ? value : fallback;
}

/**
 * The configured provider, read on each call so a change of environment applies at once.
 * Without `OPENAI_API_KEY` the AI endpoints answer 503 before anything is charged.
 */
export function aiProvider() {
  const apiKey = process.env.OPENAI_API_KEY;
  if (!apiKey) {
    throw new DomainError(
      "unavailable",
      "AI features are not configured on this server: set OPENAI_API_KEY (and OPENAI_BASE_URL for an OpenAI-compatible service other than OpenAI).",
    );
  }
  const openai = createOpenAI({ apiKey, baseURL: process.env.OPENAI_BASE_URL || undefined });
  const textModelId = process.env.AI_TEXT_MODEL || aiDefaults.textModel;
  const imageModelId = process.env.AI_IMAGE_MODEL || aiDefaults.imageModel;
  return {
    textModel: openai(textModelId),
    textModelId,
    imageModel: openai.image(imageModelId),
    imageModelId,
    timeoutMs: positiveInteger("AI_TIMEOUT_MS", aiDefaults.timeoutMs, 1),
    maxRetries: positiveInteger("AI_MAX_RETRIES", aiDefaults.maxRetries, 0),
  };
}

export type AiProvider = ReturnType<typeof aiProvider>;

/** The provider's own message when it sent one (an OpenAI error document), else the SDK's. */
function providerMessage(error: unknown): string {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    // Its message names the (masked) key: for operators, not callers.
    if (last.statusCode === 401 || last.statusCode === 403) {
      return `it refused this server's credentials (HTTP ${last.statusCode}); an operator must check OPENAI_API_KEY`;
    }
    const data = last.data as { error?: { message?: unknown } } | undefined;
    const message = typeof data?.error?.message === "string" ? data.error.message : last.message;
    return last.statusCode ? `${message} (HTTP ${last.statusCode})` : message;
  }
  if (last instanceof Error) return last.message;
  // A streamed call's failure arrives as the provider's error event: `{message}` or `{error: {message}}`.
  const event = last as { message?: unknown; error?: { message?: unknown } } | null;
  const message = typeof event?.message === "string" ? event.message : event?.error?.message;
  return typeof message === "string" ? message : String(last);
}

/**
 * Runs one provider call under the configured timeout (one AbortSignal across the SDK's
 * retries) and turns its failures into problems (see `providerProblem`).
 */
export async function callProvider<T>(provider: AiProvider, call: (settings: { abortSignal: AbortSignal; maxRetries: number }) => Promise<T>): Promise<T> {
  const abortSignal = AbortSignal.timeout(provider.timeoutMs);
  try {
    return await call({ abortSignal, maxRetries: provider.maxRetries });
  } catch (error) {
    throw providerProblem(provider, error, abortSignal);
  }
}

/**
 * The problem a failed provider call is: 504 when its time (`abortSignal`) ran out, 502 for
 * anything the provider did or returned wrong.
 */
export function providerProblem(provider: AiProvider, error: unknown, abortSignal: AbortSignal): DomainError {
  if (error instanceof DomainError) return error;
  if (abortSignal.aborted) {
    return new DomainError("upstream_timeout", `The AI provider did not answer within ${provider.timeoutMs / 1000} seconds; nothing was charged, try again.`, {
      extensions: { timeout_ms: provider.timeoutMs },
    });
  }
  const what =
    NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error) || NoImageGeneratedError.isInstance(error)
      ? "The AI provider's answer was unusable"
      : "The AI provider failed";
  return new DomainError("upstream_failed", `${what}: ${providerMessage(error)}. Nothing was charged; try again.`);
}

/** A 502 for an answer that arrived but cannot be used. */
export const unusableAnswer = (reason: string) =>
  new DomainError("upstream_failed", `The AI provider's answer was unusable: ${reason}. Nothing was charged; try again.`);
