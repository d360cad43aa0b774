"use client";

import { useState } from "react";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { FormError, InputField } from "@/components/ui/field";

/** next-auth's error codes in words (it redirects back with `?error=` for OAuth failures). */
const errorMessages: Record<string, string> = {
  CredentialsSignin: "The email or password is incorrect.",
  OAuthAccountNotLinked: "This email is already used with another sign-in method.",
  OAuthSignin: "GitHub sign-in could not be started. Try again.",
  OAuthCallback: "GitHub sign-in failed. Try again.",
  SessionRequired: "Sign in to continue.",
  SsoRequired: "Your organization signs you in through its identity provider: use Sign in with SSO below.",
  SsoFailed: "Single sign-on did not complete. Try again, or ask your administrator.",
  TwoFactorRequired: "Enter the code from your authenticator app, or a recovery code.",
  TwoFactorInvalid: "That code is not valid. Try the current code, or a recovery code.",
  TooManyAttempts: "Too many codes were tried. Wait a few minutes, then try again.",
};

const messageFor = (code: string) => errorMessages[code] ?? "Sign-in failed. Try again.";

export function SignInForm({ callbackUrl, githubEnabled, initialError }: { callbackUrl: string; githubEnabled: boolean; initialError?: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [ssoOpen, setSsoOpen] = useState(initialError === "SsoRequired" || initialError === "SsoFailed");
  const [error, setError] = useState<string | null>(initialError ? messageFor(initialError) : null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", { email, password, code, redirect: false, callbackUrl });
      if (!result || result.error) {
        const reason = result?.error ?? "";
        if (reason === "TwoFactorRequired" || reason === "TwoFactorInvalid") setNeedsCode(true);
        if (reason === "SsoRequired") setSsoOpen(true);
        setError(messageFor(reason));
        return;
      }
      // A full navigation, so the server renders the dashboard with the new session cookie.
      window.location.assign(callbackUrl);
    } catch {
      setError("The server could not be reached. Try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      {/* POST: before the page is interactive, a native submission must not put the password in the URL. */}
      <form method="post" onSubmit={submit} className="space-y-4">
        <FormError message={error} />
        <InputField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} autoFocus />
        <InputField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {needsCode && (
          <InputField
            label="Authentication code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
          />
        )}
        <Button type="submit" className="w-full" loading={pending}>
          Sign in
        </Button>
      </form>
      <SsoSignIn callbackUrl={callbackUrl} email={email} open={ssoOpen} onOpen={() => setSsoOpen(true)} />
      {githubEnabled && (
        <>
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted" aria-hidden>
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <Button variant="secondary" className="w-full" onClick={() => void signIn("github", { callbackUrl })}>
            <GitHubMark />
            Continue with GitHub
          </Button>
        </>
      )}
    </div>
  );
}

/** "Sign in with SSO": by work email (its verified domain) or organization slug, then to the identity provider. */
function SsoSignIn({ callbackUrl, email, open, onOpen }: { callbackUrl: string; email: string; open: boolean; onOpen: () => void }) {
  if (open) return <SsoForm callbackUrl={callbackUrl} email={email} />;
  return (
    <Button variant="secondary" className="w-full" onClick={onOpen}>
      Sign in with SSO
    </Button>
  );
}

function SsoForm({ callbackUrl, email }: { callbackUrl: string; email: string }) {
  const [who, setWho] = useState(email);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const value = who.trim();
    try {
      const response = await fetch("/api/sso/start", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(value.includes("@") ? { email: value, callbackUrl } : { organization: value, callbackUrl }),
      });
      const body = (await response.json()) as { redirect_url?: string; detail?: string };
      if (!response.ok || !body.redirect_url) {
        setError(response.status === 404 ? "No organization signs in with SSO for that address or name." : (body.detail ?? "Single sign-on could not start."));
        return;
      }
      window.location.assign(body.redirect_url);
    } catch {
      setError("The server could not be reached. Try again.");
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={start} className="space-y-3 border-t border-line pt-4" aria-label="Sign in with SSO">
      <FormError message={error} />
      <InputField
        label="Work email or organization"
        name="sso"
        required
        value={who}
        autoFocus
        placeholder="ada@example.com or acme-docs"
        onChange={(event) => setWho(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="w-full" loading={pending}>
        Continue with SSO
      </Button>
    </form>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" fill="currentColor" aria-hidden>
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}
