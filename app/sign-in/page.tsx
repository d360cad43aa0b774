import { redirect } from "next/navigation";
import { BookMarked } from "lucide-react";
import { ThemeSync } from "@/components/theme";
import { safeReturnPath } from "@/lib/auth/return-path";
import { sessionPrincipal } from "@/lib/auth/session";
import { SignInForm } from "./sign-in-form";

export const metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const callbackUrl = safeReturnPath(query.callbackUrl);
  if (await sessionPrincipal()) redirect(callbackUrl);
  return (
    <main className="flex min-h-screen items-center justify-center bg-sunken px-4 py-12">
      <ThemeSync theme="system" />
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <BookMarked className="size-10 text-accent" aria-hidden />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">Sign in to Docs Platform</h1>
          <p className="mt-1 text-sm text-secondary">Write, publish and manage your documentation.</p>
        </div>
        {query.notice === "password-changed" && (
          <p role="status" className="mb-4 rounded-md border border-line bg-raised px-4 py-3 text-sm text-body">
            Your password was changed and every browser was signed out: sign in with the new password.
          </p>
        )}
        <div className="rounded-lg border border-line bg-raised p-6 shadow-sm">
          <SignInForm
            callbackUrl={callbackUrl}
            githubEnabled={Boolean(process.env.GITHUB_ID)}
            initialError={typeof query.error === "string" ? query.error : undefined}
          />
        </div>
      </div>
    </main>
  );
}
