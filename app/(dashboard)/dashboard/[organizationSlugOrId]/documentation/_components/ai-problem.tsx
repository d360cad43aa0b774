"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { ApiError, errorMessage } from "@/lib/client/api";
import type { DocumentationRef } from "./types";

/**
 * What went wrong with an AI call, with the way out: out of credits (or a plan without the
 * AI assistant) links to the subscription page; a server without a provider says so.
 */
export function AiProblem({ error, documentation }: { error: unknown; documentation: DocumentationRef }) {
  const status = error instanceof ApiError ? error.status : null;
  const code = error instanceof ApiError ? error.problem.code : undefined;
  let message = errorMessage(error);
  let action: ReactNode = null;
  if (status === 402 && code === "quota_exceeded") {
    const problem = (error as ApiError).problem as { limit?: string; feature?: string };
    if (problem.limit === "ai_credits") message = "Your organization has used all its AI credits for this month.";
    else if (problem.feature === "ai_assistant") message = "Your plan does not include the AI assistant.";
    action = (
      <Link href={`/dashboard/${documentation.organizationId}/subscription`} className="font-medium underline underline-offset-2">
        See plans and credits
      </Link>
    );
  } else if (status === 503) {
    message = "AI is not configured on this server: an administrator must set OPENAI_API_KEY (and OPENAI_BASE_URL for a provider other than OpenAI).";
  } else if (status === 504) {
    message = "The AI provider took too long to answer. Nothing was charged; try again.";
  }
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger-callout px-3 py-2 text-sm text-danger-strong">
      {message} {action}
    </div>
  );
}
