"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ApiError } from "@/lib/client/api";

interface Options<TVariables, TResult> {
  mutate: (variables: TVariables) => Promise<TResult>;
  /** Toast shown on success; nothing when omitted. */
  success?: string | ((result: TResult, variables: TVariables) => string);
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** Re-render the server components of the page after success (default true). */
  refresh?: boolean;
}

/**
 * A mutation against our API. On success it refreshes the server-rendered page so lists
 * reflect the change; the error stays on the mutation for the form to show inline.
 */
export function useApiMutation<TVariables = void, TResult = unknown>(options: Options<TVariables, TResult>) {
  const router = useRouter();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: options.mutate,
    onSuccess: (result, variables) => {
      if (options.success) toast.success(typeof options.success === "function" ? options.success(result, variables) : options.success);
      options.onSuccess?.(result, variables);
      if (options.refresh ?? true) router.refresh();
    },
  });
}

/** The per-field messages of a failed mutation, for inputs' inline errors. */
export function fieldErrorsOf(error: Error | null): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
