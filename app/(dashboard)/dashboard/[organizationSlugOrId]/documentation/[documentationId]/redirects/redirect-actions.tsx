"use client";

import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError, InputField } from "@/components/ui/field";
import { api, ApiError, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";
import type { RedirectView } from "@/lib/publishing/views";
import { documentationApi } from "../../_components/api-paths";
import type { DocumentationRef } from "../../_components/types";

const redirectsApi = (documentation: DocumentationRef) => `${documentationApi(documentation)}/redirects`;

/** From and to paths; the server's field errors show under each, a path that already redirects under From. */
export function AddRedirectForm({ documentation, initialFrom }: { documentation: DocumentationRef; initialFrom: string }) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState("");
  const add = useApiMutation({
    mutate: (input: { from: string; to: string }) => api.post<RedirectView>(redirectsApi(documentation), input),
    success: (redirect) => `${redirect.from} now redirects to ${redirect.to}.`,
    onSuccess: () => {
      setFrom("");
      setTo("");
    },
  });
  const errors = fieldErrorsOf(add.error);
  const taken = add.error instanceof ApiError && add.error.status === 409 ? add.error.message : undefined;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ from: from.trim(), to: to.trim() });
      }}
    >
      <InputField
        label="From path"
        placeholder="/guides/old-name"
        required
        maxLength={500}
        spellCheck={false}
        autoComplete="off"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={errors.from ?? taken}
        hint="The old path, starting with /."
      />
      <InputField
        label="To path"
        placeholder="/guides/new-name"
        required
        maxLength={500}
        spellCheck={false}
        autoComplete="off"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={errors.to}
        hint="Where readers go instead, e.g. /v2/guides/new-name#setup."
      />
      <Button type="submit" loading={add.isPending} className="sm:mt-7">
        {!add.isPending && <Plus className="size-4" aria-hidden />}
        Add redirect
      </Button>
      {add.error && !errors.from && !errors.to && !taken && (
        <div className="sm:col-span-3">
          <FormError message={errorMessage(add.error)} />
        </div>
      )}
    </form>
  );
}

export function DeleteRedirectButton({ documentation, redirect }: { documentation: DocumentationRef; redirect: RedirectView }) {
  const remove = useApiMutation({
    mutate: () => api.delete(`${redirectsApi(documentation)}/${redirect.redirect_id}`),
    success: `The redirect from ${redirect.from} was deleted.`,
  });
  return (
    <ConfirmDialog
      title="Delete this redirect?"
      description={
        <>
          Readers who open <span className="font-mono">{redirect.from}</span> get “Page not found” instead of{" "}
          <span className="font-mono">{redirect.to}</span>, unless a page is published there.
          {redirect.source === "automatic" && " A later publish does not add it again."}
        </>
      }
      confirmLabel="Delete redirect"
      onConfirm={() => remove.mutateAsync()}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      trigger={
        <Button variant="ghost" size="sm" className="text-danger!" aria-label={`Delete redirect from ${redirect.from}`}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      }
    />
  );
}
