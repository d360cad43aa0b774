"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, InputField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";

interface Profile {
  name: string;
  billing_email: string;
  slug: string;
  website: string;
}

interface SavedOrganization {
  slug: string;
}

export function ProfileForm({ organizationId, initial }: { organizationId: string; initial: Profile }) {
  const router = useRouter();
  const [profile, setProfile] = useState(initial);
  const save = useApiMutation({
    mutate: (input: Profile) => api.put<SavedOrganization>(`/v1/organization/${organizationId}`, { ...input, website: input.website.trim() || null }),
    success: "Profile saved.",
    refresh: false,
    // A new slug changes this page's address.
    onSuccess: (saved) => (saved.slug !== initial.slug ? router.replace(`/dashboard/${saved.slug}/settings`) : router.refresh()),
  });
  const errors = fieldErrorsOf(save.error);
  const set = (field: keyof Profile) => (event: React.ChangeEvent<HTMLInputElement>) => setProfile({ ...profile, [field]: event.target.value });
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(profile);
      }}
    >
      <div className="sm:col-span-2">
        <FormError message={save.error ? errorMessage(save.error) : null} />
      </div>
      <InputField label="Name" name="name" required maxLength={100} value={profile.name} onChange={set("name")} error={errors.name} />
      <InputField label="Billing email" name="billing_email" type="email" required value={profile.billing_email} onChange={set("billing_email")} error={errors.billing_email} />
      <InputField
        label="Address"
        name="slug"
        required
        maxLength={60}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        value={profile.slug}
        onChange={set("slug")}
        error={errors.slug}
        hint="Lower-case letters, digits and single dashes; used in dashboard and documentation addresses."
      />
      <InputField label="Website" name="website" type="url" placeholder="https://example.com" value={profile.website} onChange={set("website")} error={errors.website} />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
