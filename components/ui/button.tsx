import { Slot } from "radix-ui";
import { Loader2 } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { cn, focusRing } from "./cn";

const variants = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-500 disabled:bg-indigo-600/60",
  secondary:
    "border border-control bg-raised text-fg hover:bg-tint",
  danger: "bg-red-600 text-white hover:bg-red-500 disabled:bg-red-600/60",
  ghost: "text-body hover:bg-muted",
} as const;

const sizes = { sm: "h-8 px-3 text-sm gap-1.5", md: "h-10 px-4 text-sm gap-2" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** Renders the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md", className?: string) {
  return cn(
    "inline-flex shrink-0 items-center justify-center rounded-md font-medium transition-colors disabled:cursor-not-allowed",
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, loading, asChild, className, children, disabled, type, ...props }: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClass(variant, size, className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}
