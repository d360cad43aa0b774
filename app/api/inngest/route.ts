import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { jobFunctions } from "@/inngest/functions";
import { route } from "@/lib/http/route";

const handlers = serve({ client: inngest, functions: jobFunctions.map((fn) => fn.inngestFunction) });

// Inngest signs its requests (verified by the serve handler with INNGEST_SIGNING_KEY), so the
// endpoint takes no bearer token.
const signedByInngest = (method: keyof typeof handlers) =>
  route({ auth: "public" }, ({ request }) => handlers[method](request, undefined));

export const GET = signedByInngest("GET");
export const POST = signedByInngest("POST");
export const PUT = signedByInngest("PUT");
