"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, ImageOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/components/ui/format";
import { InputField } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import { assetListLimit, assetMarkdown, documentationApi } from "./api-paths";
import { AssetUploader, assetsKey } from "./asset-uploader";
import { GenerateImageDialog } from "./generate-image";
import type { AssetItem, DocumentationRef } from "./types";

export function useAssets(documentation: DocumentationRef, initialData?: AssetItem[]) {
  return useQuery({
    queryKey: assetsKey(documentation.documentationId),
    queryFn: () => api.get<AssetItem[]>(`${documentationApi(documentation)}/asset?limit=${assetListLimit}`),
    initialData,
  });
}

export function formatBytes(size: number) {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

export function AssetThumbnail({ asset, className }: { asset: AssetItem; className?: string }) {
  if (!asset.content_type.startsWith("image/")) {
    return (
      <div className={`flex items-center justify-center bg-muted ${className ?? ""}`}>
        <FileText className="size-8 text-zinc-400" aria-hidden />
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- served by our API with the session, not through next/image
  return <img src={asset.url} alt={asset.alt_text ?? ""} loading="lazy" className={`bg-[conic-gradient(#f4f4f5_25%,#fff_0_50%,#f4f4f5_0_75%,#fff_0)] bg-[length:16px_16px] object-contain dark:bg-zinc-800 dark:bg-none ${className ?? ""}`} />;
}

/** Upload, describe, reference and delete the project's images and files. */
export function AssetLibrary({ documentation, initialAssets, canWrite }: { documentation: DocumentationRef; initialAssets: AssetItem[]; canWrite: boolean }) {
  const assets = useAssets(documentation, initialAssets);
  const list = assets.data ?? [];
  return (
    <div className="space-y-6">
      {canWrite && (
        <div className="space-y-3">
          <AssetUploader documentation={documentation} />
          <div className="flex flex-wrap items-center gap-3">
            <GenerateImageDialog documentation={documentation} />
            <p className="text-sm text-muted">Or describe an image and let AI draw it: an illustration, a diagram, a photo or an icon.</p>
          </div>
        </div>
      )}
      {assets.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(assets.error)}
        </p>
      )}
      {list.length === 0 ? (
        <EmptyState icon={ImageOff} title="No assets yet">
          {canWrite ? "Upload images and PDFs, then embed them in pages with their markdown reference." : "Nobody has uploaded images or files to this project."}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Assets">
          {list.map((asset) => (
            <AssetCard key={asset.asset_id} documentation={documentation} asset={asset} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AssetCard({ documentation, asset, canWrite }: { documentation: DocumentationRef; asset: AssetItem; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(asset.alt_text ?? "");
  const path = `${documentationApi(documentation)}/asset/${asset.asset_id}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: assetsKey(documentation.documentationId) });
  const saveAlt = useApiMutation({
    mutate: () => api.put<AssetItem>(path, { alt_text: alt }),
    success: `Alt text of ${asset.filename} saved.`,
    refresh: false,
    onSuccess: refresh,
  });
  const remove = useApiMutation({
    mutate: () => api.delete(path),
    success: `${asset.filename} was deleted.`,
    refresh: false,
    onSuccess: refresh,
  });
  const markdown = assetMarkdown({ ...asset, alt_text: alt });
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-panel shadow-sm">
      <AssetThumbnail asset={asset} className="h-40 w-full border-b border-line" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={asset.filename}>
            {asset.filename}
          </p>
          <p className="text-xs text-muted">
            {formatBytes(asset.size)} · {formatDate(asset.uploaded_at)}
          </p>
        </div>
        {canWrite ? (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              saveAlt.mutate();
            }}
          >
            <InputField
              className="flex-1"
              label={`Alt text of ${asset.filename}`}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              error={saveAlt.error ? (fieldErrorsOf(saveAlt.error).alt_text ?? errorMessage(saveAlt.error)) : undefined}
              placeholder="Describe the image for screen readers"
              maxLength={1000}
            />
            <Button type="submit" variant="secondary" loading={saveAlt.isPending} disabled={alt === (asset.alt_text ?? "")}>
              Save
            </Button>
          </form>
        ) : (
          asset.alt_text && <p className="text-sm text-soft">{asset.alt_text}</p>
        )}
        <code className="block truncate rounded bg-muted px-2 py-1 font-mono text-xs text-body" title={markdown}>
          {markdown}
        </code>
        <div className="mt-auto flex items-center gap-2">
          <CopyButton text={markdown} label="Copy markdown" />
          {canWrite && (
            <ConfirmDialog
              title={`Delete ${asset.filename}?`}
              description="The file is removed for good. Pages that embed it show a broken image until you change them."
              confirmLabel="Delete asset"
              onConfirm={() => remove.mutateAsync()}
              pending={remove.isPending}
              error={remove.error ? errorMessage(remove.error) : null}
              trigger={
                <Button variant="ghost" size="sm" className="ml-auto text-danger!" aria-label={`Delete ${asset.filename}`}>
                  <Trash2 className="size-4" aria-hidden />
                  Delete
                </Button>
              }
            />
          )}
        </div>
      </div>
    </li>
  );
}
