"use client";

import { ImageIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { FormError } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

const maxBytes = 2 * 1024 * 1024;

export function LogoForm({ organizationId, currentLogoUrl }: { organizationId: string; currentLogoUrl: string | null }) {
  const inputId = useId();
  const [selection, setSelection] = useState<{ file: File; previewUrl: string } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  // The saved logo's address changes with each upload, so the browser does not show a stale copy.
  const [version, setVersion] = useState(0);

  // Frees each preview's object URL once it is replaced or the form unmounts.
  useEffect(() => {
    if (!selection) return;
    return () => URL.revokeObjectURL(selection.previewUrl);
  }, [selection]);

  const choose = (file: File | null) => setSelection(file ? { file, previewUrl: URL.createObjectURL(file) } : null);

  const upload = useApiMutation({
    mutate: (logo: File) => {
      const form = new FormData();
      form.append("file", logo);
      return api.post(`/v1/organization/${organizationId}/upload-logo`, form);
    },
    success: "Logo uploaded.",
    onSuccess: () => {
      choose(null);
      setVersion(Date.now());
    },
  });

  const preview = selection?.previewUrl;
  const shown = preview ?? (currentLogoUrl ? `${currentLogoUrl}${version ? `?v=${version}` : ""}` : null);
  return (
    <form
      className="flex flex-col gap-5 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (selection) upload.mutate(selection.file);
      }}
    >
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line-strong bg-tint">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: preview or an authenticated API image, neither suits next/image
          <img src={shown} alt={preview ? "Preview of the new logo" : "Current logo"} className="size-full object-contain" />
        ) : (
          <ImageIcon className="size-8 text-zinc-400" aria-label="No logo yet" />
        )}
      </div>
      <div className="flex-1 space-y-3">
        <label htmlFor={inputId} className="block text-sm font-medium">
          Logo image
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            upload.reset();
            setLocalError(chosen && chosen.size > maxBytes ? "The logo must be at most 2 MB." : null);
            choose(chosen && chosen.size <= maxBytes ? chosen : null);
          }}
          className={cn(
            "block w-full text-sm text-secondary file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-2 file:text-sm file:font-medium file:text-zinc-800 hover:file:bg-zinc-200 dark:file:text-zinc-100",
            focusRing,
          )}
        />
        <FormError message={localError ?? (upload.error ? errorMessage(upload.error) : null)} />
        <Button type="submit" disabled={!selection} loading={upload.isPending}>
          Upload logo
        </Button>
      </div>
    </form>
  );
}
