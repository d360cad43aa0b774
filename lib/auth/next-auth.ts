import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
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
    },
  };
}
