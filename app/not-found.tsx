import { SearchX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata = { title: "Page not found" };

/**
 * An address no page has, outside the dashboard's organizations and the sites (which answer
 * their own): the product's styling rather than a bare 404. Public readers land here too (an
 * unknown roadmap), so it offers no dashboard link.
 */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <EmptyState icon={SearchX} title="Page not found">
        No page has this address. Check it for a typing mistake, or go back to the page that linked here.
      </EmptyState>
    </main>
  );
}
