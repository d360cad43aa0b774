import { z } from "zod";

/** Bounds of a reader's question and of the conversation sent back with a follow-up. */
export const askLimits = { question: 1_000, turn: 4_000, turns: 10 };

export const AskBody = z.strictObject({
  question: z.string().trim().min(1).max(askLimits.question),
  /** A version's slug; default: the site's default version. */
  version: z.string().max(100).optional(),
  /** The conversation so far, oldest first: the reader's questions and the answers given. */
  history: z
    .array(z.strictObject({ role: z.enum(["user", "assistant"]), content: z.string().max(askLimits.turn) }))
    .max(askLimits.turns, `at most ${askLimits.turns} turns`)
    .default([]),
});

export type AskInput = z.output<typeof AskBody>;
