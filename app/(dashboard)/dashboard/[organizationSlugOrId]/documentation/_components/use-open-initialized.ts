"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

/**
 * Opens a project just given content in the editor. A navigation keeps the layouts it shares
 * with the page before, and the project's header (its status badge among them) is one: it is
 * rendered again too, or it would still say "Not started".
 */
export function useOpenInitialized(): (href: string) => void {
  const router = useRouter();
  return useCallback(
    (href: string) => {
      router.push(href);
      router.refresh();
    },
    [router],
  );
}
