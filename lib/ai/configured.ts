/**
 * Whether an AI provider is configured: without one every AI endpoint answers 503. A module of
 * its own, so that the published site's pages can ask without loading the AI SDK.
 */
export const aiConfigured = () => Boolean(process.env.OPENAI_API_KEY);
