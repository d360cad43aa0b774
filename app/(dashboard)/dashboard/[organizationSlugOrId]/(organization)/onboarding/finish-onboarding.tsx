"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

export function FinishOnboarding({ organizationId, overviewPath, canFinish }: { organizationId: string; overviewPath: string; canFinish: boolean }) {
  const router = useRouter();
  const finish = useApiMutation({
    mutate: () => api.post(`/v1/organization/${organizationId}/complete-onboarding`),
    success: "Your organization is active.",
    onSuccess: () => router.push(overviewPath),
  });
  if (!canFinish) return <p className="text-sm text-secondary">An owner or admin of this organization finishes onboarding.</p>;
  return (
    <div className="flex w-full flex-col items-end gap-3">
      <FormError message={finish.error ? errorMessage(finish.error) : null} />
      <Button onClick={() => finish.mutate()} loading={finish.isPending || finish.isSuccess}>
        Finish onboarding
      </Button>
    </div>
  );
}
