import { redirect } from "next/navigation";
import { BookMarked } from "lucide-react";
import { ThemeSync } from "@/components/theme";
import { sessionPrincipal } from "@/lib/auth/session";
import { SignInForm } from "./sign-in-form";

export const metadata = { title: "Sign in" };

/** Only same-site paths may be returned to after signing in. */
function safeCallback(value: string | string[] | undefined): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") ? path : "/dashboard";
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const callbackUrl = safeCallback(query.callbackUrl);
  if (await sessionPrincipal()) redirect(callbackUrl);
  return (
    <main className="flex min-h-screen items-center justify-center bg-zinc-50 px-4 py-12 dark:bg-zinc-950">
      <ThemeSync theme="system" />
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <BookMarked className="size-10 text-indigo-600 dark:text-indigo-400" aria-hidden />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">Sign in to Docs Platform</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Write, publish and manage your documentation.</p>
        </div>
        <div className="rounded-lg border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
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
