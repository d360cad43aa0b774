"use client";

import { Sparkles } from "lucide-react";
import { usePathname } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { documentationApi } from "./api-paths";
import { useOpenInitialized } from "./use-open-initialized";
import type { DocumentationRef } from "./types";

/**
 * Initializes an empty project with a default version, a "Getting started" section and an
 * introduction page, then opens that page in the editor (at `href`, else the current page).
 */
export function StartBlankButton({ documentation, name, href, size = "sm" }: { documentation: DocumentationRef; name: string; href?: string; size?: "sm" | "md" }) {
  const openInitialized = useOpenInitialized();
  const pathname = usePathname();
  const start = useApiMutation({
    mutate: () => api.post<{ version_id: string; section_id: string; entry_id: string }>(`${documentationApi(documentation)}/initialize-blank`),
    success: `${name} is ready to edit.`,
    refresh: false,
    onSuccess: (result) => openInitialized(`${href ?? pathname}?version=${result.version_id}&section=${result.section_id}&entry=${result.entry_id}`),
  });
  return (
    <Button
      size={size}
      variant={size === "sm" ? "secondary" : "primary"}
      loading={start.isPending}
      onClick={() => start.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
      aria-label={size === "sm" ? `Start ${name} with a blank scaffold` : undefined}
    >
      {!start.isPending && <Sparkles className="size-4" aria-hidden />}
      Start with a blank scaffold
    </Button>
  );
}
