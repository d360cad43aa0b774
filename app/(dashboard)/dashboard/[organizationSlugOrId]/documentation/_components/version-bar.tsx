"use client";

import { Plus, Star, Trash2, Archive, ArchiveRestore, Sparkle } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { CompactSelect, FormError, InputField } from "@/components/ui/field";
import { Badge } from "@/components/ui/page";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { documentationApi, versionApi } from "./api-paths";
import { CheckboxField } from "./checkbox-field";
import type { DocumentationRef, VersionItem } from "./types";

function versionLabel(version: VersionItem) {
  const flags = [version.is_default && "default", version.is_latest && "latest", version.is_deprecated && "deprecated"].filter(Boolean);
  return flags.length ? `${version.name} (${flags.join(", ")})` : version.name;
}

/** Switches between versions and manages the current one's designations. */
export function VersionBar({ documentation, versions, versionId, canWrite }: { documentation: DocumentationRef; versions: VersionItem[]; versionId: string; canWrite: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const version = versions.find((candidate) => candidate.version_id === versionId)!;
  const hintId = useId();
  const path = versionApi(documentation, version.version_id);
  const designate = useApiMutation({
    mutate: (action: "set-default" | "set-latest" | "deprecate" | "undeprecate") =>
      action === "deprecate" || action === "undeprecate"
        ? api.post(`${path}/set-deprecated`, { deprecated: action === "deprecate" })
        : api.post(`${path}/${action}`),
    success: (_version, action) =>
      ({
        "set-default": `${version.name} is now the default version.`,
        "set-latest": `${version.name} is now marked latest.`,
        deprecate: `${version.name} is deprecated.`,
        undeprecate: `${version.name} is no longer deprecated.`,
      })[action],
  });
  const remove = useApiMutation({
    mutate: () => api.delete(path),
    success: `${version.name} was deleted.`,
    refresh: false,
    onSuccess: () => router.replace(pathname),
  });
  const run = (action: Parameters<typeof designate.mutate>[0]) => designate.mutate(action, { onError: (error) => toast.error(errorMessage(error)) });
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-line bg-panel px-4 py-3 shadow-sm md:flex-row md:items-center">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="version-switcher" className="text-sm font-medium text-body">
          Version
        </label>
        <CompactSelect
          id="version-switcher"
          aria-label="Version"
          className="w-48"
          value={version.version_id}
          onChange={(event) => router.push(`${pathname}?version=${event.target.value}`)}
          options={versions.map((candidate) => ({ value: candidate.version_id, label: versionLabel(candidate) }))}
        />
        {version.is_default && <Badge tone="info">Default</Badge>}
        {version.is_latest && <Badge tone="success">Latest</Badge>}
        {version.is_deprecated && <Badge tone="warning">Deprecated</Badge>}
      </div>
      {canWrite && (
        <div className="flex flex-wrap items-center gap-1 md:ml-auto">
          {!version.is_default && (
            <Button variant="ghost" size="sm" onClick={() => run("set-default")} disabled={designate.isPending}>
              <Star className="size-4" aria-hidden />
              Make default
            </Button>
          )}
          {!version.is_latest && (
            <Button variant="ghost" size="sm" onClick={() => run("set-latest")} disabled={designate.isPending}>
              <Sparkle className="size-4" aria-hidden />
              Mark latest
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => run(version.is_deprecated ? "undeprecate" : "deprecate")} disabled={designate.isPending}>
            {version.is_deprecated ? <ArchiveRestore className="size-4" aria-hidden /> : <Archive className="size-4" aria-hidden />}
            {version.is_deprecated ? "Undeprecate" : "Deprecate"}
          </Button>
          {version.is_default ? (
            <>
              <Button variant="ghost" size="sm" disabled aria-describedby={hintId} title="Make another version the default first." className="text-faint">
                <Trash2 className="size-4" aria-hidden />
                Delete
              </Button>
              <span id={hintId} className="mr-1 text-xs text-muted">
                The default can’t be deleted<span className="sr-only">: make another version the default first</span>
              </span>
            </>
          ) : (
            <ConfirmDialog
              title={`Delete ${version.name}?`}
              description="Its sections and pages are deleted with it. This cannot be undone."
              confirmLabel="Delete version"
              confirmText={version.name}
              onConfirm={() => remove.mutateAsync()}
              pending={remove.isPending}
              error={remove.error ? errorMessage(remove.error) : null}
              trigger={
                <Button variant="ghost" size="sm" className="text-danger!">
                  <Trash2 className="size-4" aria-hidden />
                  Delete
                </Button>
              }
            />
          )}
          <CreateVersionDialog documentation={documentation} />
        </div>
      )}
    </div>
  );
}

interface CreateVersionInput {
  name: string;
  slug?: string;
  is_default?: boolean;
  is_latest?: boolean;
}

/** Creates a version (empty) and switches to it. */
export function CreateVersionDialog({ documentation, size = "sm" }: { documentation: DocumentationRef; size?: "sm" | "md" }) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [isDefault, setIsDefault] = useState(false);
  const [isLatest, setIsLatest] = useState(true);
  const create = useApiMutation({
    mutate: (input: CreateVersionInput) => api.post<VersionItem>(`${documentationApi(documentation)}/version`, input),
    success: (version) => `${version.name} was created.`,
    refresh: false,
    onSuccess: (version) => {
      change(false);
      router.push(`${pathname}?version=${version.version_id}`);
    },
  });
  const errors = fieldErrorsOf(create.error);
  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      setName("");
      setSlug("");
      setIsDefault(false);
      setIsLatest(true);
      create.reset();
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="New version"
      description="A version has its own sections and pages; readers switch between versions on the site."
      trigger={
        <Button variant="secondary" size={size}>
          <Plus className="size-4" aria-hidden />
          New version
        </Button>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name, ...(slug.trim() ? { slug: slug.trim() } : {}), is_default: isDefault, is_latest: isLatest });
        }}
      >
        <FormError message={create.error ? errorMessage(create.error) : null} />
        <InputField label="Name" required placeholder="v2" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} maxLength={60} />
        <InputField
          label="Address (optional)"
          value={slug}
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
          error={errors.slug}
          hint="Used in the site's URLs. Made from the name when left empty."
          autoComplete="off"
          spellCheck={false}
        />
        <CheckboxField label="Make it the default" hint="Readers land on the default version." checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        <CheckboxField label="Mark as latest" hint="Labelled as the newest release on the site." checked={isLatest} onChange={(event) => setIsLatest(event.target.checked)} />
        <DialogActions>
          <Button variant="secondary" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create version
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
