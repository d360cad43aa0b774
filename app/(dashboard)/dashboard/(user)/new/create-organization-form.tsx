"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { organizationPath } from "@/components/shell/paths";
import { Button } from "@/components/ui/button";
import { FormError, InputField } from "@/components/ui/field";
import { Section } from "@/components/ui/page";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";

interface CreatedOrganization {
  organization_id: string;
  slug: string;
}

export function CreateOrganizationForm({ defaultBillingEmail }: { defaultBillingEmail: string }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [billingEmail, setBillingEmail] = useState(defaultBillingEmail);
  const create = useApiMutation({
    mutate: (input: { name: string; billing_email: string }) => api.post<CreatedOrganization>("/v1/organization", input),
    refresh: false,
    onSuccess: (organization) => router.push(organizationPath(organization, "onboarding")),
  });
  const errors = fieldErrorsOf(create.error);
  return (
    <Section title="Organization details">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name, billing_email: billingEmail });
        }}
      >
        <FormError message={create.error ? errorMessage(create.error) : null} />
        <InputField label="Name" name="name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoFocus />
        <InputField
          label="Billing email"
          name="billing_email"
          type="email"
          required
          value={billingEmail}
          onChange={(event) => setBillingEmail(event.target.value)}
          error={errors.billing_email}
          hint="Invoices and plan notices are sent here."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending || create.isSuccess}>
            Continue
          </Button>
        </div>
      </form>
    </Section>
  );
}
