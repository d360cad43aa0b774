import { assertFeature, assertQuota, refundQuota } from "../billing/quota";

/**
 * AI credits each operation costs (the plan's metered `ai_credits`): a text edit is the unit,
 * an image costs about what several edits cost at the provider, and a whole project several
 * images' worth of generated text. A reader's question on the published site (`ask`) is
 * charged to the project's organization like an edit.
 */
export const aiCreditCosts = { edit: 1, generate_image: 5, initialize_project: 10, ask: 1 } as const;

export type AiOperation = keyof typeof aiCreditCosts;

/**
 * Checks the plan includes the AI assistant (402), takes the operation's credits before the
 * provider is called (402 when exhausted), and gives them back if the work fails: a failed
 * call is never charged.
 */
export async function withAiCredits<T>(organizationId: string, operation: AiOperation, work: (credits: number) => Promise<T>): Promise<T> {
  const { credits, refund } = await takeAiCredits(organizationId, operation);
  try {
    return await work(credits);
  } catch (error) {
    await refund();
    throw error;
  }
}

/**
 * The first half of `withAiCredits`, for work that outlives the call (a streamed answer):
 * checks the plan and takes the credits; the caller gives them back with `refund` if the
 * work fails.
 */
export async function takeAiCredits(organizationId: string, operation: AiOperation) {
  const credits = aiCreditCosts[operation];
  await assertFeature(organizationId, "ai_assistant");
  await assertQuota(organizationId, "ai_credits", credits);
  return { credits, refund: () => refundQuota(organizationId, "ai_credits", credits) };
}
