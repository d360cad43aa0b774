"use client";

import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Shown when a dashboard page fails to render; the digest matches the server log. */
export default function DashboardError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <EmptyState icon={TriangleAlert} title="This page could not be loaded" action={<Button onClick={retry}>Try again</Button>}>
      Something went wrong on our side.{error.digest ? ` Reference: ${error.digest}.` : ""}
    </EmptyState>
  );
}
