"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { CheckboxField } from "./checkbox-field";

interface CreateDocumentationFields {
  name: string;
  slug?: string;
  description?: string;
  is_public: boolean;
}

/** Creates an (uninitialized) project and opens it. */
export function CreateDocumentationDialog({ organizationId, documentationPath }: { organizationId: string; documentationPath: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [description, setDescription] = useState("");
  const [isPublic, setIsPublic] = useState(true);
  const create = useApiMutation({
    mutate: (input: CreateDocumentationFields) => api.post<{ documentation_id: string }>(`/v1/documentation/${organizationId}`, input),
    success: (_documentation, input) => `${input.name} was created.`,
    refresh: false,
    onSuccess: (documentation) => router.push(`${documentationPath}/${documentation.documentation_id}`),
  });
  const errors = fieldErrorsOf(create.error);
  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      setName("");
      setSlug("");
      setDescription("");
      setIsPublic(true);
      create.reset();
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="New documentation project"
      description="A project holds versions, sections and pages, and publishes as one site."
      trigger={
        <Button>
          <Plus className="size-4" aria-hidden />
          New project
        </Button>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name, ...(slug.trim() ? { slug: slug.trim() } : {}), ...(description.trim() ? { description } : {}), is_public: isPublic });
        }}
      >
        <FormError message={create.error ? errorMessage(create.error) : null} />
        <InputField label="Name" required autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} maxLength={100} />
        <InputField
          label="Address (optional)"
          value={slug}
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
          error={errors.slug}
          hint="Lower-case letters, digits and dashes. Made from the name when left empty."
          autoComplete="off"
          spellCheck={false}
        />
        <InputField label="Description (optional)" value={description} onChange={(event) => setDescription(event.target.value)} error={errors.description} maxLength={500} />
        <CheckboxField label="Public site" hint="Anyone can read the published site. Private sites need a signed-in member." checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create project
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
