"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CircleAlert, Upload, X } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { errorMessage } from "@/lib/client/api";
import { documentationApi } from "./api-paths";
import { uploadFile } from "./entry-client";
import type { AssetItem, DocumentationRef } from "./types";

interface Upload {
  key: number;
  name: string;
  progress: number;
  state: "uploading" | "done" | "failed";
  error?: string;
  abort: () => void;
}

export const assetsKey = (documentationId: string) => ["assets", documentationId] as const;

const accepted = ".png,.jpg,.jpeg,.gif,.svg,.pdf";

/** Upload by picking or dropping files; each shows its progress and, on failure, the server's reason. */
export function AssetUploader({ documentation, onUploaded, imagesOnly }: { documentation: DocumentationRef; onUploaded?: (asset: AssetItem) => void; imagesOnly?: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const update = (key: number, change: Partial<Upload>) => setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  function start(files: FileList | File[]) {
    for (const file of Array.from(files)) {
      const key = nextKey.current++;
      const handle = uploadFile(`${documentationApi(documentation)}/asset`, file, (progress) => update(key, { progress }));
      setUploads((current) => [{ key, name: file.name, progress: 0, state: "uploading", abort: handle.abort }, ...current]);
      handle.done.then(
        async (asset) => {
          update(key, { state: "done", progress: 1 });
          await queryClient.invalidateQueries({ queryKey: assetsKey(documentation.documentationId) });
          onUploaded?.(asset);
        },
        (error: unknown) => update(key, { state: "failed", error: errorMessage(error) }),
      );
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) start(event.dataTransfer.files);
  }

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
          dragging ? "border-indigo-500 bg-accent-chosen" : "border-control",
        )}
      >
        <Upload className="size-6 text-zinc-400" aria-hidden />
        <p className="text-sm text-secondary">Drop files here, or</p>
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <p className="text-xs text-muted">{imagesOnly ? "PNG, JPEG, GIF or SVG" : "PNG, JPEG, GIF, SVG or PDF"}, up to 10 MB each.</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={imagesOnly ? ".png,.jpg,.jpeg,.gif,.svg" : accepted}
          aria-label="Files to upload"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files?.length) start(event.target.files);
            event.target.value = "";
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-md border border-line px-3 py-2 text-sm">
              <div className="flex items-center gap-2">
                {upload.state === "done" && <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />}
                {upload.state === "failed" && <CircleAlert className="size-4 shrink-0 text-danger" aria-hidden />}
                <span className="min-w-0 flex-1 truncate">{upload.name}</span>
                <span className="shrink-0 text-xs tabular-nums text-muted">
                  {upload.state === "uploading" ? `${Math.round(upload.progress * 100)}%` : upload.state === "done" ? "Uploaded" : "Failed"}
                </span>
                {upload.state === "uploading" ? (
                  <button type="button" onClick={upload.abort} aria-label={`Cancel uploading ${upload.name}`} className={cn("rounded p-0.5 text-muted hover:text-fg", focusRing)}>
                    <X className="size-4" aria-hidden />
                  </button>
                ) : (
                  <button
                    type="button"
                    onClick={() => setUploads((current) => current.filter((candidate) => candidate.key !== upload.key))}
                    aria-label={`Dismiss ${upload.name}`}
                    className={cn("rounded p-0.5 text-muted hover:text-fg", focusRing)}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                )}
              </div>
              {upload.state === "uploading" && (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${upload.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-line"
                >
                  <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${upload.progress * 100}%` }} />
                </div>
              )}
              {upload.error && (
                <p role="alert" className="mt-1 text-xs text-danger">
                  {upload.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
