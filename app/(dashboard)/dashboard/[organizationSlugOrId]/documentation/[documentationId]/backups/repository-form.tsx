"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { FormError, InputField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { backupApi, type BackupRepositoryView } from "./types";

interface RepositoryInput {
  repository_url: string;
  username: string | null;
  branch?: string;
  token?: string | null;
}

/**
 * Where backups are pushed. The stored token is never sent back: the form says one is
 * stored, keeps it when the token field is left empty, and removes it only when asked.
 */
export function RepositoryForm({ organizationId, documentationId, repository }: { organizationId: string; documentationId: string; repository: BackupRepositoryView | null }) {
  const [url, setUrl] = useState(repository?.repository_url ?? "");
  const [username, setUsername] = useState(repository?.username ?? "");
  const [branch, setBranch] = useState(repository?.branch ?? "");
  const [token, setToken] = useState("");
  const [removeToken, setRemoveToken] = useState(false);
  const save = useApiMutation({
    mutate: (input: RepositoryInput) => api.put<BackupRepositoryView>(`${backupApi(organizationId, documentationId)}/repository`, input),
    success: "Repository saved.",
    onSuccess: () => {
      setToken("");
      setRemoveToken(false);
    },
  });
  const errors = fieldErrorsOf(save.error);
  const hasToken = repository?.has_token ?? false;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          repository_url: url.trim(),
          username: username.trim() || null,
          ...(branch.trim() ? { branch: branch.trim() } : {}),
          ...(removeToken ? { token: null } : token ? { token } : {}),
        });
      }}
    >
      <InputField
        label="Repository URL"
        name="repository_url"
        type="text"
        inputMode="url"
        required
        placeholder="https://github.com/acme/docs-backup.git"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.repository_url}
        hint="An HTTPS Git repository. Put credentials in the token field, never in the address."
        autoComplete="off"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Username (optional)"
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username}
          hint="Sent with the token; x-access-token when empty (GitHub)."
          autoComplete="off"
          spellCheck={false}
        />
        <InputField
          label="Access token (optional)"
          name="token"
          type="password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          disabled={removeToken}
          error={errors.token}
          placeholder={hasToken ? "•••••••• (stored)" : undefined}
          hint={hasToken ? "A token is stored. Leave this empty to keep it, or enter a new one to replace it." : "Needed for private repositories. Stored encrypted; never shown again."}
          autoComplete="new-password"
        />
      </div>
      {hasToken && (
        <label className="flex items-center gap-2 text-sm text-body">
          <input type="checkbox" className={cn("size-4 accent-indigo-600", focusRing)} checked={removeToken} onChange={(event) => setRemoveToken(event.target.checked)} />
          Remove the stored token
        </label>
      )}
      <InputField
        label="Branch (optional)"
        name="branch"
        value={branch}
        onChange={(event) => setBranch(event.target.value)}
        error={errors.branch}
        hint={`Each backup is one commit on this branch. Default: docs-platform/${documentationId}`}
        autoComplete="off"
        spellCheck={false}
      />
      <FormError message={save.error && !Object.keys(errors).length ? errorMessage(save.error) : null} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-xs text-muted">
          {hasToken && (
            <>
              <KeyRound className="size-3.5" aria-hidden />A token is stored for this repository.
            </>
          )}
        </p>
        <Button type="submit" loading={save.isPending}>
          {repository ? "Save repository" : "Set up backups"}
        </Button>
      </div>
    </form>
  );
}
