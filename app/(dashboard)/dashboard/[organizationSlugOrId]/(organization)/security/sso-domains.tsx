"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, InputField } from "@/components/ui/field";
import { Table, Td, Th } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/components/use-api-mutation";

export interface SsoDomainRow {
  domain_id: string;
  domain: string;
  verified: boolean;
  txt_record: { name: string; value: string };
}

export function SsoDomains({ organizationId, domains }: { organizationId: string; domains: SsoDomainRow[] }) {
  const base = `/v1/organizations/${organizationId}/sso/domains`;
  const [domain, setDomain] = useState("");
  const add = useApiMutation({ mutate: (value: string) => api.post(base, { domain: value }), onSuccess: () => setDomain(""), success: "Domain added." });
  const verify = useApiMutation({ mutate: (id: string) => api.post(`${base}/${id}/verify`), success: "Domain verified." });
  const remove = useApiMutation({ mutate: (id: string) => api.delete(`${base}/${id}`), success: "Domain removed." });
  const failure = add.error ?? verify.error ?? remove.error;
  return (
    <div className="space-y-4">
      <FormError message={failure && errorMessage(failure)} />
      {domains.length > 0 && (
        <Table caption="Email domains">
          <thead>
            <tr>
              <Th>Domain</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {domains.map((row) => (
              <tr key={row.domain_id}>
                <Td>{row.domain}</Td>
                <Td>
                  {row.verified ? (
                    "Verified"
                  ) : (
                    <span className="text-xs">
                      Add a TXT record <code className="font-mono">{row.txt_record.name}</code> with the value <code className="font-mono">{row.txt_record.value}</code>, then verify.
                    </span>
                  )}
                </Td>
                <Td className="whitespace-nowrap text-right">
                  {!row.verified && (
                    <Button size="sm" variant="secondary" loading={verify.isPending && verify.variables === row.domain_id} onClick={() => verify.mutate(row.domain_id)}>
                      Verify
                    </Button>
                  )}{" "}
                  <Button size="sm" variant="ghost" onClick={() => remove.mutate(row.domain_id)} aria-label={`Remove ${row.domain}`}>
                    Remove
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <form
        className="flex max-w-md items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(domain);
        }}
      >
        <InputField label="Domain" placeholder="example.com" required value={domain} onChange={(event) => setDomain(event.target.value)} className="flex-1" />
        <Button type="submit" loading={add.isPending}>
          Add
        </Button>
      </form>
    </div>
  );
}
