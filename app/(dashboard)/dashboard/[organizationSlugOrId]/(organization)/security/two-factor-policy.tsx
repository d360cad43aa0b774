"use client";

import { useState } from "react";
import { api } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

export function TwoFactorPolicy({ organizationId, required }: { organizationId: string; required: boolean }) {
  const [checked, setChecked] = useState(required);
  const save = useApiMutation({
    mutate: (value: boolean) => api.patch(`/v1/organizations/${organizationId}/security`, { require_two_factor: value }),
    success: (_, value) => (value ? "Two-factor authentication is required." : "Two-factor authentication is optional."),
    onSuccess: (_, value) => setChecked(value),
  });
  return (
    <label className="flex items-center gap-3 text-sm">
      <input type="checkbox" className="size-4" checked={checked} disabled={save.isPending} onChange={(event) => save.mutate(event.target.checked)} />
      Require two-factor authentication of every member
    </label>
  );
}
