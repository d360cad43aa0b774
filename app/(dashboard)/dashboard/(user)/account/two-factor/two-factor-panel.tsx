"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormError, InputField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

interface Enrollment {
  secret: string;
  otpauth_uri: string;
}

/** Enroll (secret, then a first code, then the recovery codes shown once) or disable with a code. */
export function TwoFactorPanel({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const start = useApiMutation({ mutate: () => api.post<Enrollment>("/v1/account/two-factor"), onSuccess: setEnrollment, refresh: false });
  const confirm = useApiMutation({
    mutate: (value: string) => api.post<{ recovery_codes: string[] }>("/v1/account/two-factor/confirm", { code: value }),
    onSuccess: (result) => {
      setRecoveryCodes(result.recovery_codes);
      setEnrollment(null);
      setCode("");
    },
    success: "Two-factor authentication is on.",
  });
  const disable = useApiMutation({
    mutate: (value: string) => api.post("/v1/account/two-factor/disable", { code: value }),
    onSuccess: () => setCode(""),
    success: "Two-factor authentication is off.",
  });

  if (recoveryCodes) {
    return (
      <div className="space-y-3 text-sm">
        <p>Keep these recovery codes somewhere safe. Each signs you in once if you lose your authenticator; they are not shown again.</p>
        <pre className="rounded-md bg-muted p-3 font-mono" aria-label="Recovery codes">{recoveryCodes.join("\n")}</pre>
        <CopyButton text={recoveryCodes.join("\n")} label="Copy recovery codes" />
      </div>
    );
  }
  if (enabled) {
    return (
      <form
        className="max-w-sm space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          disable.mutate(code);
        }}
      >
        <p className="text-sm text-secondary">{recoveryCodesLeft} recovery codes left.</p>
        <FormError message={disable.error && errorMessage(disable.error)} />
        <InputField label="Current code or a recovery code" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} />
        <Button type="submit" variant="danger" loading={disable.isPending}>
          Turn off two-factor authentication
        </Button>
      </form>
    );
  }
  if (!enrollment) {
    return (
      <div className="space-y-3">
        <FormError message={start.error && errorMessage(start.error)} />
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up two-factor authentication
        </Button>
      </div>
    );
  }
  return (
    <form
      className="max-w-lg space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code);
      }}
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>
          In your authenticator app, add an account with this key (or open the <a className="text-accent underline" href={enrollment.otpauth_uri}>setup link</a> on your phone):
          <div className="mt-2 flex items-center gap-2">
            <code className="rounded bg-muted px-2 py-1 font-mono" aria-label="Secret key">{enrollment.secret}</code>
            <CopyButton text={enrollment.secret} label="Copy key" />
          </div>
        </li>
        <li>Enter the 6-digit code it shows.</li>
      </ol>
      <FormError message={confirm.error && errorMessage(confirm.error)} />
      <InputField label="Code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} />
      <Button type="submit" loading={confirm.isPending}>
        Turn on
      </Button>
    </form>
  );
}
