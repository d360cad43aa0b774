import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import { serverOrigin } from "../http/origin";
import { appSecret } from "../secrets";
import { findUserForSignIn, findOrCreateUserByEmail } from "../users";

/** Dashboard sign-in: email and password, plus GitHub when its OAuth app is configured. */
export function authOptions(): AuthOptions {
  const providers: AuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: async (credentials) => {
        if (!credentials?.email || !credentials.password) return null;
        const user = await findUserForSignIn(credentials.email, credentials.password);
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
      async jwt({ token, user, account }) {
        if (user && account?.provider === "github" && user.email) {
          token.sub = (await findOrCreateUserByEmail(user.email, user.name ?? null)).id;
        } else if (user) {
          token.sub = user.id;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
      /**
       * After signing in or out, a path of the platform: the browser stays at whichever address
       * it reached the dashboard by (NEXTAUTH_URL is one of possibly several). Other sites: home.
       */
      redirect({ url, baseUrl }) {
        // `//host` and `/\host` lead browsers to another host.
        if (url.startsWith("/") && !/^\/[/\\]/.test(url)) return url;
        const target = new URL(url, baseUrl);
        return target.origin === new URL(baseUrl).origin ? target.pathname + target.search + target.hash : "/";
      },
    },
  };
}
