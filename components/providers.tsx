"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import type { Theme } from "./theme-preference";

/** React Query for the interactive parts, and the toast outlet. */
export function Providers({ theme, children }: { theme: Theme; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster theme={theme} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}
