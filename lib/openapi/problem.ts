import { z } from "zod";
import { problemTypes, problemTypeUri } from "../http/problem";

/** The RFC 9457 problem document every error answers (lib/http/problem.ts writes it). */
export const Problem = z
  .object({
    type: z.string().describe("URI reference naming the kind of problem: resolved against the request's address, its section of `/api/problems`"),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe("Machine-readable kind: `invalid_input`, `not_found`, …"),
    request_id: z.string().describe("Also in the `X-Request-Id` header and the server's logs"),
    errors: z
      .array(z.object({ path: z.string().describe("`body.x`, `query.y` or `params.z`"), message: z.string() }))
      .optional()
      .describe("One entry per invalid field"),
  })
  .catchall(z.unknown())
  .meta({
    id: "Problem",
    description: "An error, as `application/problem+json` (RFC 9457). Some problems add members of their own.",
    examples: [
      {
        type: problemTypeUri("invalid_input"),
        title: problemTypes.invalid_input.title,
        status: 400,
        detail: "The request body is invalid.",
        code: "invalid_input",
        request_id: "3f0c9a7e-5d0b-4c6e-9a51-0d3e6f1b2c4d",
        errors: [{ path: "body.billing_email", message: "Invalid email address" }],
      },
    ],
  });
