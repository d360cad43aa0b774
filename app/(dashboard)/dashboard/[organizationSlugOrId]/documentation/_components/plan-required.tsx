import Link from "next/link";
import type { ReactNode } from "react";
import { Lock } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * A feature the organization's plan does not include, said when the screen opens rather than
 * by a 402 once a form is sent: why (the API's own message), what the feature would give, and
 * the way to the plans.
 */
export function PlanRequired({ title, detail, subscriptionHref, children }: { title: string; detail: string; subscriptionHref: string; children?: ReactNode }) {
  return (
    <EmptyState
      icon={Lock}
      title={title}
      action={
        <Link href={subscriptionHref} className={buttonClass("primary")}>
          See plans
        </Link>
      }
    >
      <p>{detail}</p>
      {children}
    </EmptyState>
  );
}
