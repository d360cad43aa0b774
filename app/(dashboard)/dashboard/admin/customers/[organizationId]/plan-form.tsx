"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormError, SelectField } from "@/components/ui/field";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { planNames, subscriptionStatuses } from "@/lib/billing/plans";
import { api, errorMessage } from "@/lib/client/api";

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value.replace(/_/g, " ") }));
const planOptions = optionsOf(planNames);
const statusOptions = optionsOf(subscriptionStatuses);

/** Support staff set a customer's plan and subscription state; the plan applies at once. */
export function CustomerPlanForm({ organizationId, plan, subscriptionStatus }: { organizationId: string; plan: string; subscriptionStatus: string }) {
  const [nextPlan, setNextPlan] = useState(plan);
  const [nextStatus, setNextStatus] = useState(subscriptionStatus);
  const update = useApiMutation({
    mutate: () => api.patch(`/v1/admin/customers/${organizationId}`, { plan: nextPlan, subscription_status: nextStatus }),
    success: "Plan updated.",
  });
  const errors = fieldErrorsOf(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Plan"
          options={planOptions}
          value={nextPlan}
          error={errors.plan}
          onChange={(event) => setNextPlan(event.target.value)}
          className="w-48"
        />
        <SelectField
          label="Subscription"
          options={statusOptions}
          value={nextStatus}
          error={errors.subscription_status}
          onChange={(event) => setNextStatus(event.target.value)}
          className="w-48"
        />
        <Button type="submit" variant="secondary" disabled={nextPlan === plan && nextStatus === subscriptionStatus} loading={update.isPending}>
          Update plan
        </Button>
      </div>
      <p className="text-sm text-muted">
        Features and limits follow the plan at once, published sites included. What a customer holds over a lower plan&apos;s limits stays; new
        additions are refused.
      </p>
      <FormError message={update.error && !errors.plan && !errors.subscription_status ? errorMessage(update.error) : null} />
    </form>
  );
}
