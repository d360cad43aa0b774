"use client";

import { useState, type FormEvent } from "react";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { FormError, InputField } from "@/components/ui/field";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { minPasswordLength } from "@/lib/account/password-rules";
import { api, errorMessage } from "@/lib/client/api";

/**
 * Changes the password. Every session that began before is signed out, this one included, so
 * the browser then goes to the sign-in page to sign in with the new password.
 */
export function PasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeated, setRepeated] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const change = useApiMutation({
    mutate: () => api.put("/v1/account/password", { current_password: current, new_password: next }),
    refresh: false,
    onSuccess: async () => {
      await signOut({ redirect: false });
      window.location.assign(new URL("/sign-in?notice=password-changed", window.location.href));
    },
  });
  const errors = fieldErrorsOf(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(next !== repeated);
    if (next === repeated) change.mutate();
  };
  return (
    <form onSubmit={submit} className="max-w-sm space-y-3">
      {/* Tells password managers whose password changes, so they update the saved one. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <InputField label="Current password" type="password" autoComplete="current-password" required value={current} error={errors.current_password} onChange={(event) => setCurrent(event.target.value)} />
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minPasswordLength}
        hint={`At least ${minPasswordLength} characters.`}
        value={next}
        error={errors.new_password}
        onChange={(event) => setNext(event.target.value)}
      />
      <InputField
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        error={mismatch ? "The two new passwords differ." : undefined}
        onChange={(event) => setRepeated(event.target.value)}
      />
      <FormError message={change.error && !errors.current_password && !errors.new_password ? errorMessage(change.error) : null} />
      <Button type="submit" variant="secondary" loading={change.isPending}>
        Change password
      </Button>
      <p className="text-sm text-muted">Every browser signed in to your account, this one included, is then signed out. API tokens keep working.</p>
    </form>
  );
}
