"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

export function DeleteOrganization({ organizationId, name }: { organizationId: string; name: string }) {
  const router = useRouter();
  const remove = useApiMutation({
    mutate: () => api.delete(`/v1/organization/${organizationId}`),
    success: `${name} was deleted.`,
    refresh: false,
    onSuccess: () => {
      router.push("/dashboard");
      router.refresh();
    },
  });
  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      description="Everything in this organization is deleted permanently: members lose access at once and published documentation goes offline."
      confirmLabel="Delete organization"
      confirmText={name}
      onConfirm={() => remove.mutateAsync()}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      trigger={<Button variant="danger">Delete organization</Button>}
    />
  );
}
