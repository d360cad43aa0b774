"use client";

import { ImagePlus, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SegmentedControl, type SegmentedOption } from "@/components/ui/segmented-control";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api";
import { assetMarkdown } from "./api-paths";
import { useAssets } from "./asset-library";
import { AssetUploader } from "./asset-uploader";
import { GenerateImageForm } from "./generate-image";
import type { AssetItem, DocumentationRef } from "./types";
import { useInsertDialog } from "./use-insert-dialog";

const sources: SegmentedOption<"pick" | "generate">[] = [
  { value: "pick", label: "Choose or upload", icon: ImagePlus },
  { value: "generate", label: "Generate with AI", icon: Sparkles },
];

/** Picks, uploads or generates an image and inserts its markdown reference into the page. */
export function InsertImageDialog({ documentation, onInsert }: { documentation: DocumentationRef; onInsert: (markdown: string) => void }) {
  const [mode, setMode] = useState<"pick" | "generate">("pick");
  const dialog = useInsertDialog((opened) => {
    if (!opened) setMode("pick");
  });
  const insert = (asset: AssetItem) => {
    dialog.chosen();
    onInsert(assetMarkdown(asset));
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title="Insert image"
      description="Choose an image of this project, upload one or generate one with AI; its markdown reference goes where the cursor is."
      className="max-w-2xl"
      returnFocus={dialog.returnFocus}
      trigger={
        <Button variant="ghost" size="sm">
          <ImagePlus className="size-4" aria-hidden />
          Image
        </Button>
      }
    >
      <SegmentedControl label="Image source" options={sources} value={mode} onChange={setMode} className="mb-4" />
      {mode === "generate" ? <GenerateImageForm documentation={documentation} onInsert={insert} /> : <PickImage documentation={documentation} onPick={insert} />}
    </Dialog>
  );
}

function PickImage({ documentation, onPick }: { documentation: DocumentationRef; onPick: (asset: AssetItem) => void }) {
  const assets = useAssets(documentation);
  const images = (assets.data ?? []).filter((asset) => asset.content_type.startsWith("image/"));
  return (
    <>
      <AssetUploader documentation={documentation} imagesOnly onUploaded={onPick} />
      <div className="mt-4">
        {assets.isPending ? (
          <p role="status" className="text-sm text-muted">
            Loading images…
          </p>
        ) : assets.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(assets.error)}
          </p>
        ) : images.length === 0 ? (
          <p className="text-sm text-muted">No images yet: upload one above.</p>
        ) : (
          <ul className="grid max-h-80 grid-cols-2 gap-3 overflow-y-auto p-0.5 sm:grid-cols-3" aria-label="Images">
            {images.map((asset) => (
              <li key={asset.asset_id}>
                <button
                  type="button"
                  onClick={() => onPick(asset)}
                  aria-label={`Insert ${asset.filename}`}
                  className="group w-full overflow-hidden rounded-md border border-line-strong text-left hover:border-indigo-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- served by our API with the session */}
                  <img src={asset.url} alt="" className="h-24 w-full bg-tint object-contain" />
                  <span className="block truncate px-2 py-1 text-xs group-hover:text-accent-strong">{asset.filename}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
