"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once React has taken over the server-rendered page. A click
 * on server markup before then is lost (a menu that opens on pointerdown stays shut), so
 * end-to-end tests wait for the mark after every full page load.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
