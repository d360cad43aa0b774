import type { ReactNode } from "react";
import { HydrationMarker } from "@/components/hydration-marker";
import { productName } from "@/lib/product";
import "./globals.css";

export const metadata = { title: { default: productName, template: `%s · ${productName}` } };

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
