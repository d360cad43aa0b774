import { route } from "@/lib/http/route";
import { DocumentationParams } from "@/lib/documentation/schemas";
import { initializeFromAi } from "@/lib/ai/initialize";
import { InitializeFromAiBody } from "@/lib/ai/schemas";
import { aiProblems } from "@/lib/ai/views";
import { AiDocumentation } from "@/lib/initializers/views";

// `ai.use`: what sets this initializer apart is spending the organization's AI credits and
// sending its prompt to the provider; the editors who hold it also hold `documentation.write`.
export const POST = route(
  { summary: "Initialize a project from an AI prompt", params: DocumentationParams, permission: "ai.use", problems: [...aiProblems, "conflict", "locked"], body: InitializeFromAiBody, status: 201, responses: { 201: AiDocumentation } },
  ({ access, principal, body }) => initializeFromAi(access, principal, body),
);
