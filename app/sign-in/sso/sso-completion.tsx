"use client";

import { useEffect, useState } from "react";
import { signIn } from "next-auth/react";

/** Redeems the ticket cookie through next-auth's `sso` provider, so the session is the same as any sign-in's. */
export function SsoCompletion({ callbackUrl }: { callbackUrl: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void signIn("sso", { redirect: false, callbackUrl }).then((result) => {
      if (result?.ok && !result.error) window.location.assign(callbackUrl);
      else setFailed(true);
    });
  }, [callbackUrl]);
  if (!failed) return <p className="text-sm text-secondary" role="status">Signing you in…</p>;
  return (
    <p className="text-sm" role="alert">
      The sign-in has expired or was already used. <a className="text-indigo-600 underline" href="/sign-in?error=SsoFailed">Sign in again</a>.
    </p>
  );
}
