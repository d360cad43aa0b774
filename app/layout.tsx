import type { ReactNode } from "react";
import { HydrationMarker } from "@/components/hydration-marker";
import "./globals.css";

export const metadata = { title: { default: "Docs Platform", template: "%s · Docs Platform" } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen bg-white text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
