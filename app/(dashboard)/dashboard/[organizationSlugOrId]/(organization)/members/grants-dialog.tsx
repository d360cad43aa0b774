"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { DocumentationChecklist } from "./documentation-checklist";
import type { MemberRow, DocumentationOption } from "./types";

/** Changes which projects a reader may read. */
export function GrantsDialog({ organizationId, member, documentations }: { organizationId: string; member: MemberRow; documentations: DocumentationOption[] }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState(member.documentation_ids);
  const label = member.name ?? member.email;
  const save = useApiMutation({
    mutate: (ids: string[]) => api.patch(`/v1/organization/${organizationId}/users/${member.user_id}/documentations`, { documentation_ids: ids }),
    success: `Access of ${label} updated.`,
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setSelected(member.documentation_ids);
          save.reset();
        }
      }}
      title={`Documentation access of ${label}`}
      description="Readers see only these projects; the change applies immediately."
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Edit documentation access of ${label}`}>
          Edit access
        </Button>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(selected);
        }}
      >
        <FormError message={save.error ? errorMessage(save.error) : null} />
        <DocumentationChecklist documentations={documentations} selected={selected} onChange={setSelected} error={fieldErrorsOf(save.error).documentation_ids} />
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save access
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
