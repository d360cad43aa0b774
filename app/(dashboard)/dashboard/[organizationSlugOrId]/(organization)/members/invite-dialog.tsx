"use client";

import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import type { Role } from "@/lib/auth/roles";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { DocumentationChecklist } from "./documentation-checklist";
import { assignableRoles, type DocumentationOption } from "./types";

interface InviteInput {
  email: string;
  role: Role;
  documentation_ids?: string[];
}

export function InviteDialog({ organizationId, callerRole, documentations }: { organizationId: string; callerRole: Role; documentations: DocumentationOption[] }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("member");
  const [grants, setGrants] = useState<string[]>([]);
  const invite = useApiMutation({
    mutate: (input: InviteInput) => api.post(`/v1/organization/${organizationId}/user/invite`, input),
    success: (_invitation, input) => `Invitation sent to ${input.email}.`,
    onSuccess: () => change(false),
  });
  const errors = fieldErrorsOf(invite.error);
  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      setEmail("");
      setRole("member");
      setGrants([]);
      invite.reset();
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Invite member"
      description="They receive an email and join once they accept the invitation."
      trigger={
        <Button>
          <UserPlus className="size-4" aria-hidden />
          Invite member
        </Button>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate({ email, role, ...(role === "reader" ? { documentation_ids: grants } : {}) });
        }}
      >
        <FormError message={invite.error ? errorMessage(invite.error) : null} />
        <InputField label="Email" type="email" name="email" required autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <SelectField
          label="Role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          options={assignableRoles(callerRole)}
          error={errors.role}
          hint="Admins manage members and settings; members write documentation; readers only read granted projects."
        />
        {role === "reader" && <DocumentationChecklist documentations={documentations} selected={grants} onChange={setGrants} error={errors.documentation_ids} />}
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
