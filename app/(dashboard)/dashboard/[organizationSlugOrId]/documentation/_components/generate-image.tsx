"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImagePlus, RotateCcw, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { generateImage, imageStyles, type GeneratedImage, type ImageStyle } from "./ai-client";
import { AiProblem } from "./ai-problem";
import { documentationApi } from "./api-paths";
import { assetsKey } from "./asset-uploader";
import type { AssetItem, DocumentationRef } from "./types";

/**
 * Prompt, style, generate, preview. The server stores each generated image in the asset
 * library at once; the writer keeps it (and inserts it into the page when `onInsert` is
 * given) or discards it, which deletes it.
 */
export function GenerateImageForm({ documentation, onInsert, onDone }: { documentation: DocumentationRef; onInsert?: (asset: AssetItem) => void; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<ImageStyle>("illustration");
  const [altText, setAltText] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: assetsKey(documentation.documentationId) });
  const generate = useMutation({
    mutationFn: () => generateImage(documentation, { prompt: prompt.trim(), style, ...(altText.trim() ? { alt_text: altText.trim() } : {}) }),
    onSuccess: refresh,
  });
  const discard = useMutation({
    mutationFn: (asset: GeneratedImage) => api.delete(`${documentationApi(documentation)}/asset/${asset.asset_id}`),
    onSuccess: async () => {
      generate.reset();
      await refresh();
    },
  });
  const image = generate.data;

  if (image) {
    return (
      <div className="space-y-3">
        <figure className="overflow-hidden rounded-lg border border-line">
          {/* eslint-disable-next-line @next/next/no-img-element -- served by our API with the session */}
          <img src={image.url} alt={image.alt_text ?? ""} className="max-h-80 w-full bg-tint object-contain" />
          <figcaption className="border-t border-line px-3 py-2 text-xs text-secondary">
            <span className="font-medium text-label">{image.filename}</span> saved to the asset library · {image.credits_used} AI credits
          </figcaption>
        </figure>
        <p role="status" className="sr-only">
          The image was generated and saved as {image.filename}.
        </p>
        {discard.error && <FormError message={errorMessage(discard.error)} />}
        <DialogActions>
          <Button variant="ghost" className="text-danger!" loading={discard.isPending} onClick={() => discard.mutate(image)}>
            {!discard.isPending && <Trash2 className="size-4" aria-hidden />}
            Discard
          </Button>
          <Button variant="secondary" onClick={() => generate.reset()}>
            <RotateCcw className="size-4" aria-hidden />
            Generate another
          </Button>
          {onInsert ? (
            <Button autoFocus onClick={() => onInsert(image)}>
              <ImagePlus className="size-4" aria-hidden />
              Insert into page
            </Button>
          ) : (
            onDone && (
              <Button autoFocus onClick={onDone}>
                Done
              </Button>
            )
          )}
        </DialogActions>
      </div>
    );
  }

  const chosenStyle = imageStyles.find((option) => option.value === style);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (prompt.trim() && !generate.isPending) generate.mutate();
      }}
    >
      <TextareaField
        label="Describe the image"
        placeholder="e.g. How a request flows from the SDK through the API gateway to the database"
        rows={3}
        maxLength={1000}
        required
        autoFocus
        value={prompt}
        disabled={generate.isPending}
        onChange={(event) => setPrompt(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Style"
          hint={chosenStyle?.hint}
          options={imageStyles}
          value={style}
          disabled={generate.isPending}
          onChange={(event) => setStyle(event.target.value as ImageStyle)}
        />
        <InputField
          label="Alt text (optional)"
          hint="For screen readers; the description when left empty."
          maxLength={1000}
          value={altText}
          disabled={generate.isPending}
          onChange={(event) => setAltText(event.target.value)}
        />
      </div>
      {generate.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-secondary">
          <Sparkles className="size-4 animate-pulse text-indigo-500" aria-hidden />
          Generating the image; this can take up to a minute…
        </p>
      )}
      {generate.isError && <AiProblem error={generate.error} documentation={documentation} />}
      <DialogActions>
        <p className="mr-auto self-center text-xs text-muted">Uses 5 AI credits. The image is sized by the model.</p>
        <Button type="submit" loading={generate.isPending} disabled={prompt.trim() === ""}>
          {!generate.isPending && <Sparkles className="size-4" aria-hidden />}
          Generate
        </Button>
      </DialogActions>
    </form>
  );
}

/** The asset library's "Generate image": the image lands in the library. */
export function GenerateImageDialog({ documentation }: { documentation: DocumentationRef }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Generate an image with AI"
      description="Describe what the image should show and pick a style. The image is saved to this project's assets."
      className="max-w-2xl"
      trigger={
        <Button variant="secondary">
          <Sparkles className="size-4" aria-hidden />
          Generate image
        </Button>
      }
    >
      <GenerateImageForm documentation={documentation} onDone={() => setOpen(false)} />
    </Dialog>
  );
}
