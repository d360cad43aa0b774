"use client";

import { KeyRound } from "lucide-react";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyState } from "../ui/empty-state";
import { formatDate } from "../ui/format";
import { Badge } from "../ui/page";
import { Table, Td, Th } from "../ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";
import { dashboardTokenLimit, tokensPath, type TokenRow, type TokenScope } from "./types";

/** `more`: tokens beyond the newest `dashboardTokenLimit` exist and are not shown. */
export function TokenTable({ tokens, scope, more = false }: { tokens: TokenRow[]; scope: TokenScope; more?: boolean }) {
  if (tokens.length === 0) {
    return (
      <EmptyState icon={KeyRound} title="No tokens yet">
        Create a token to call the API from scripts, CI or integrations.
      </EmptyState>
    );
  }
  const organization = scope.kind === "organization";
  return (
    <>
      <Table caption="Active tokens">
        <thead>
          <tr>
            <Th>Name</Th>
            {organization && <Th>Access</Th>}
            <Th>Created</Th>
            <Th>Last used</Th>
            <Th>Expires</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <TokenTableRow key={token.token_id} token={token} scope={scope} />
          ))}
        </tbody>
      </Table>
      {more && (
        <p className="mt-2 text-xs text-muted">
          The newest {dashboardTokenLimit} tokens are shown; list all of them with <code>GET /api{tokensPath(scope)}</code>.
        </p>
      )}
    </>
  );
}

function TokenTableRow({ token, scope }: { token: TokenRow; scope: TokenScope }) {
  const revoke = useApiMutation({
    mutate: () => api.delete(`${tokensPath(scope)}/${token.token_id}`),
    success: `Token ${token.name} revoked.`,
  });
  const documentation = scope.kind === "organization" && token.documentation_id ? scope.documentations.find((item) => item.documentation_id === token.documentation_id) : undefined;
  return (
    <tr>
      <Td>
        <span className="block font-medium">{token.name}</span>
        <code className="text-xs text-muted">{token.prefix}…</code>
      </Td>
      {scope.kind === "organization" && (
        <Td>
          <Badge>{token.role}</Badge>
          <span className="ml-2 text-xs text-muted">{token.documentation_id ? (documentation?.name ?? "one project") : "all projects"}</span>
        </Td>
      )}
      <Td>{formatDate(token.created_at)}</Td>
      <Td>{token.last_used_at ? formatDate(token.last_used_at) : <span className="text-muted">Never</span>}</Td>
      <Td>{token.expires_at ? formatDate(token.expires_at) : <span className="text-muted">Never</span>}</Td>
      <Td className="text-right">
        <ConfirmDialog
          title={`Revoke ${token.name}?`}
          description="Requests with this token fail from now on. This cannot be undone."
          confirmLabel="Revoke token"
          onConfirm={() => revoke.mutateAsync()}
          pending={revoke.isPending}
          error={revoke.error ? errorMessage(revoke.error) : null}
          trigger={
            <Button variant="ghost" size="sm" className="text-danger" aria-label={`Revoke ${token.name}`}>
              Revoke
            </Button>
          }
        />
      </Td>
    </tr>
  );
}
