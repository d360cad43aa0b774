import Link from "next/link";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export default function DashboardNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Nothing here"
      action={
        <Button asChild variant="secondary">
          <Link href="/dashboard">Back to your organizations</Link>
        </Button>
      }
    >
      This page does not exist, or you do not have access to it.
    </EmptyState>
  );
}
