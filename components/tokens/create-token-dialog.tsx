"use client";

import { Plus, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogActions } from "../ui/dialog";
import { FormError, InputField, SelectField } from "../ui/field";
import { SecretField } from "../ui/secret-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { tokensPath, type TokenScope } from "./types";

const expiryOptions = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "", label: "Never" },
];

const roleOptions = [
  { value: "member", label: "Member: read and write documentation" },
  { value: "reader", label: "Reader: read only" },
  { value: "admin", label: "Admin: also manage members and settings" },
];

interface CreatedToken {
  token: string;
  name: string;
}

/** Creates a token, then shows its secret exactly once. */
export function CreateTokenDialog({ scope }: { scope: TokenScope }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState("90");
  const [role, setRole] = useState("member");
  const [documentation, setDocumentation] = useState("");
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const create = useApiMutation({
    mutate: (body: Record<string, unknown>) => api.post<CreatedToken>(tokensPath(scope), body),
    success: "Token created.",
    onSuccess: setCreated,
  });
  const errors = fieldErrorsOf(create.error);

  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      // The secret is forgotten once the dialog closes.
      setCreated(null);
      setName("");
      setExpiry("90");
      setRole("member");
      setDocumentation("");
      create.reset();
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({
      name,
      ...(expiry ? { expires_in_days: Number(expiry) } : {}),
      ...(scope.kind === "organization" ? { role, ...(documentation ? { documentation_id: documentation } : {}) } : {}),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={created ? "Copy your token" : "Create token"}
      description={created ? undefined : scope.kind === "personal" ? "A personal token acts as you in every organization you belong to." : "An organization token acts in this organization only, with the role you choose."}
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden />
          Create token
        </Button>
      }
    >
      {created ? (
        <div className="space-y-4">
          <p className="flex gap-2 rounded-md border border-warning bg-warning-callout p-3 text-sm text-warning-ink">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            This is the only time the token is shown. Store it in a secret manager now.
          </p>
          <SecretField id="new-token-secret" label={`Token ${created.name}`} value={created.token} testId="new-token-secret" />
          <DialogActions>
            <Button onClick={() => change(false)}>Done</Button>
          </DialogActions>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={submit}>
          <FormError message={create.error ? errorMessage(create.error) : null} />
          <InputField label="Name" name="name" required maxLength={100} placeholder="CI deploys" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoFocus />
          <SelectField label="Expires after" name="expires_in_days" value={expiry} onChange={(event) => setExpiry(event.target.value)} options={expiryOptions} error={errors.expires_in_days} />
          {scope.kind === "organization" && (
            <>
              <SelectField label="Role" name="role" value={role} onChange={(event) => setRole(event.target.value)} options={roleOptions} error={errors.role} />
              <SelectField
                label="Documentation project"
                name="documentation_id"
                value={documentation}
                onChange={(event) => setDocumentation(event.target.value)}
                options={[{ value: "", label: "All projects" }, ...scope.documentations.map((item) => ({ value: item.documentation_id, label: item.name }))]}
                error={errors.documentation_id}
                hint="Limit the token to one project, or let it reach every project."
              />
            </>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create token
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
