/**
 * The platform's public address, which identity providers are configured with (redirect URI,
 * SAML entity id and ACS): fixed by APP_URL, never taken from a request.
 */
export const serverOrigin = () => (process.env.APP_URL ?? "http://localhost:3000").replace(/\/$/, "");
