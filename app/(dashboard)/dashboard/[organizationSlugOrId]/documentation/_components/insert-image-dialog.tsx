"use client";

import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api";
import { assetMarkdown } from "./api-paths";
import { useAssets } from "./asset-library";
import { AssetUploader } from "./asset-uploader";
import type { AssetItem, ProjectRef } from "./types";

/** Picks (or uploads) an image and inserts its markdown reference into the page. */
export function InsertImageDialog({ project, onInsert }: { project: ProjectRef; onInsert: (markdown: string) => void }) {
  const [open, setOpen] = useState(false);
  const assets = useAssets(project);
  const images = (assets.data ?? []).filter((asset) => asset.content_type.startsWith("image/"));
  const insert = (asset: AssetItem) => {
    setOpen(false);
    onInsert(assetMarkdown(asset));
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Insert image"
      description="Choose an image of this project or upload a new one; its markdown reference goes where the cursor is."
      className="max-w-2xl"
      trigger={
        <Button variant="ghost" size="sm">
          <ImagePlus className="size-4" aria-hidden />
          Image
        </Button>
      }
    >
      <AssetUploader project={project} imagesOnly onUploaded={insert} />
      <div className="mt-4">
        {assets.isPending ? (
          <p role="status" className="text-sm text-zinc-500">
            Loading images…
          </p>
        ) : assets.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(assets.error)}
          </p>
        ) : images.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">No images yet: upload one above.</p>
        ) : (
          <ul className="grid max-h-80 grid-cols-2 gap-3 overflow-y-auto p-0.5 sm:grid-cols-3" aria-label="Images">
            {images.map((asset) => (
              <li key={asset.asset_id}>
                <button
                  type="button"
                  onClick={() => insert(asset)}
                  aria-label={`Insert ${asset.filename}`}
                  className="group w-full overflow-hidden rounded-md border border-zinc-200 text-left hover:border-indigo-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-zinc-700"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- served by our API with the session */}
                  <img src={asset.url} alt="" className="h-24 w-full bg-zinc-50 object-contain dark:bg-zinc-800" />
                  <span className="block truncate px-2 py-1 text-xs group-hover:text-indigo-700 dark:group-hover:text-indigo-300">{asset.filename}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
