import { serve } from "inngest/next";
import { inngest } from "@/lib/jobs/inngest-client";
import { jobFunctions, scheduledFunctions } from "@/inngest/functions";
import { DomainError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { jobRunner } from "@/lib/jobs/mode";

const handlers = serve({ client: inngest, functions: [...jobFunctions.map((fn) => fn.inngestFunction), ...scheduledFunctions] });

/**
 * Served only when jobs run on an Inngest server (lib/jobs/mode.ts): otherwise nothing calls
 * it, and Inngest's handler would answer 500 for want of a signing key.
 */
function assertInngestServed() {
  if (jobRunner() !== "inngest") {
    throw new DomainError("not_found", "Jobs run inside the app: no Inngest server is configured, so this endpoint is not served.");
  }
  // The environment as the serve handler reads it on each request.
  const client = inngest.setEnvVars();
  if (client.mode === "cloud" && !client.signingKey) {
    throw new DomainError("unavailable", "Inngest is configured without INNGEST_SIGNING_KEY, so its requests cannot be verified.");
  }
}

/** Inngest's protocol rather than ours: the serve handler's JSON. */
const inngestJson = (description: string) => ({ mediaType: "application/json", description });
const answers = {
  GET: { 200: inngestJson("The functions served (introspection)") },
  POST: { 200: inngestJson("The run ended: its result"), 206: inngestJson("The run goes on: the steps it ran or found") },
  PUT: { 200: inngestJson("The functions were registered with the Inngest server") },
};

// Inngest signs its requests (verified by the serve handler with INNGEST_SIGNING_KEY), so the
// endpoint takes no bearer token.
const signedByInngest = (method: keyof typeof handlers, summary: string) =>
  route({ summary, auth: "public", problems: ["not_found", "unavailable"], responses: answers[method] }, ({ request }) => {
    assertInngestServed();
    return handlers[method](request, undefined);
  });

export const GET = signedByInngest("GET", "List the functions served to Inngest");
export const POST = signedByInngest("POST", "Run an Inngest function step");
export const PUT = signedByInngest("PUT", "Register the functions with Inngest");
