import { safeReturnPath } from "@/lib/auth/return-path";
import { SsoCompletion } from "./sso-completion";

export const metadata = { title: "Signing in" };

/** Where the identity provider's answer lands: exchanges the one-time ticket for a dashboard session. */
export default async function SsoSignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const callbackUrl = safeReturnPath(query.callbackUrl);
  return (
    <main className="flex min-h-screen items-center justify-center bg-sunken px-4">
      <SsoCompletion callbackUrl={callbackUrl} />
    </main>
  );
}
