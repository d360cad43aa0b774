import type { ReactNode } from "react";
import { HydrationMarker } from "@/components/hydration-marker";
import "./globals.css";

export const metadata = { title: { default: "Docs Platform", template: "%s · Docs Platform" } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen bg-surface text-fg antialiased">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
