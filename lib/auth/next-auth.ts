import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import { DomainError } from "../errors";
import { serverOrigin } from "../http/origin";
import { appSecret } from "../secrets";
import { readCookie, ticketCookie } from "../sso/browser";
import { redeemSsoTicket, ssoRequiredFor } from "../sso/sign-in";
import { hasTwoFactor, verifySecondFactor } from "../two-factor/service";
import { findUserForSignIn, findOrCreateUserByEmail } from "../users";

/**
 * Why a password sign-in was refused, as next-auth reports it to the sign-in form
 * (`error` of signIn's result): the form asks for the code, or points to SSO.
 */
export const signInErrors = {
  ssoRequired: "SsoRequired",
  twoFactorRequired: "TwoFactorRequired",
  twoFactorInvalid: "TwoFactorInvalid",
  tooManyAttempts: "TooManyAttempts",
} as const;

async function passwordSignIn(email: string, password: string, code: string | undefined) {
  const user = await findUserForSignIn(email, password);
  if (!user) return null;
  if (await ssoRequiredFor(user.email)) throw new Error(signInErrors.ssoRequired);
  if (await hasTwoFactor(user.id)) {
    if (!code) throw new Error(signInErrors.twoFactorRequired);
    try {
      if (!(await verifySecondFactor(user.id, code))) throw new Error(signInErrors.twoFactorInvalid);
    } catch (error) {
      if (error instanceof DomainError && error.code === "rate_limited") throw new Error(signInErrors.tooManyAttempts);
      throw error;
    }
  }
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * Dashboard sign-in: email and password (and a two-factor code when enabled), single sign-on
 * through the organization's identity provider (lib/sso: the callback leaves a one-time
 * ticket cookie that the `sso` provider redeems, so the session is next-auth's own), plus
 * GitHub when its OAuth app is configured.
 */
export function authOptions(): AuthOptions {
  const providers: AuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        code: { label: "Authentication code", type: "text" },
      },
      authorize: async (credentials) => {
        if (!credentials?.email || !credentials.password) return null;
        return passwordSignIn(credentials.email, credentials.password, credentials.code || undefined);
      },
    }),
    CredentialsProvider({
      id: "sso",
      name: "Single sign-on",
      credentials: {},
      authorize: async (_credentials, request) => {
        const ticket = readCookie(request.headers?.cookie as string | undefined, ticketCookie);
        const user = ticket ? await redeemSsoTicket(ticket) : null;
        return user ? { id: user.id, email: user.email, name: user.name } : null;
      },
    }),
  ];
  // next-auth's own default is http://localhost:3000 whatever the port; OAuth callbacks need an absolute address.
  process.env.NEXTAUTH_URL ??= serverOrigin();
  if (process.env.GITHUB_ID && process.env.GITHUB_SECRET) {
    providers.push(GitHubProvider({ clientId: process.env.GITHUB_ID, clientSecret: process.env.GITHUB_SECRET }));
  }
  return {
    secret: appSecret(),
    session: { strategy: "jwt" },
    pages: { signIn: "/sign-in" },
    providers,
    callbacks: {
      /** Require SSO holds for GitHub sign-in too, as for passwords. */
      async signIn({ user, account }) {
        if (account?.provider === "github" && user.email && (await ssoRequiredFor(user.email))) return `/sign-in?error=${signInErrors.ssoRequired}`;
        return true;
      },
      async jwt({ token, user, account }) {
        if (user && account?.provider === "github" && user.email) {
          token.sub = (await findOrCreateUserByEmail(user.email, user.name ?? null)).id;
        } else if (user) {
          token.sub = user.id;
        }
        // When the session began: a password change ends the sessions that began before it.
        if (user) token.signedInAt = Date.now();
        return token;
      },
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return Object.assign(session, { signedInAt: token.signedInAt });
      },
    },
  };
}
