"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, InputField, SelectField } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { api, errorMessage } from "@/lib/client/api";
import { fieldErrorsOf, useApiMutation } from "@/components/use-api-mutation";

export interface SsoConnectionView {
  protocol: "oidc" | "saml";
  enabled: boolean;
  require_sso: boolean;
  default_role: string;
  oidc: { issuer: string | null; client_id: string | null; redirect_uri: string } | null;
  saml: { idp_metadata_url: string | null; sp_entity_id: string; sp_acs_url: string; sp_metadata_url: string } | null;
}

/** The identity provider: OpenID Connect (issuer, client id and secret) or SAML (IdP metadata, pasted or by URL). */
export function SsoForm({ organizationId, connection }: { organizationId: string; connection: SsoConnectionView | null }) {
  const path = `/v1/organizations/${organizationId}/sso`;
  const [protocol, setProtocol] = useState(connection?.protocol ?? "oidc");
  const [issuer, setIssuer] = useState(connection?.oidc?.issuer ?? "");
  const [clientId, setClientId] = useState(connection?.oidc?.client_id ?? "");
  const [clientSecret, setClientSecret] = useState("");
  const [metadataUrl, setMetadataUrl] = useState(connection?.saml?.idp_metadata_url ?? "");
  const [metadataXml, setMetadataXml] = useState("");
  const [defaultRole, setDefaultRole] = useState(connection?.default_role ?? "member");
  const [requireSso, setRequireSso] = useState(connection?.require_sso ?? false);
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const save = useApiMutation({ mutate: (body: Record<string, unknown>) => api.put(path, body), success: "Single sign-on saved.", onSuccess: () => setClientSecret("") });
  const remove = useApiMutation({ mutate: () => api.delete(path), success: "Single sign-on removed." });
  const errors = fieldErrorsOf(save.error);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const common = { protocol, default_role: defaultRole, require_sso: requireSso, enabled };
    save.mutate(
      protocol === "oidc"
        ? { ...common, issuer, client_id: clientId, ...(clientSecret ? { client_secret: clientSecret } : {}) }
        : { ...common, ...(metadataXml.trim() ? { idp_metadata_xml: metadataXml } : { idp_metadata_url: metadataUrl }) },
    );
  }

  return (
    <form className="max-w-xl space-y-4" onSubmit={submit}>
      <FormError message={save.error && Object.keys(errors).length === 0 ? errorMessage(save.error) : (remove.error && errorMessage(remove.error))} />
      <SelectField
        label="Protocol"
        value={protocol}
        onChange={(event) => setProtocol(event.target.value as "oidc" | "saml")}
        options={[
          { value: "oidc", label: "OpenID Connect" },
          { value: "saml", label: "SAML 2.0" },
        ]}
      />
      {protocol === "oidc" ? (
        <>
          <InputField label="Issuer" type="url" required placeholder="https://login.example.com" value={issuer} onChange={(event) => setIssuer(event.target.value)} error={errors["body.issuer"]} />
          <InputField label="Client ID" required value={clientId} onChange={(event) => setClientId(event.target.value)} error={errors["body.client_id"]} />
          <InputField
            label="Client secret"
            type="password"
            autoComplete="off"
            hint={connection?.protocol === "oidc" ? "Leave empty to keep the saved secret." : undefined}
            value={clientSecret}
            onChange={(event) => setClientSecret(event.target.value)}
            error={errors["body.client_secret"]}
          />
          <p className="text-sm text-secondary">
            Redirect URI to register with the provider: <code className="font-mono">{connection?.oidc?.redirect_uri ?? "/api/sso/oidc/callback on this site"}</code>
          </p>
        </>
      ) : (
        <>
          <InputField label="IdP metadata URL" type="url" value={metadataUrl} onChange={(event) => setMetadataUrl(event.target.value)} error={errors["body.idp_metadata_url"]} />
          <TextareaField label="Or paste the IdP metadata XML" rows={5} value={metadataXml} onChange={(event) => setMetadataXml(event.target.value)} error={errors["body.idp_metadata_xml"]} />
          {connection?.saml && (
            <p className="text-sm text-secondary">
              Service provider metadata for your IdP: <a className="text-accent underline" href={connection.saml.sp_metadata_url}>{connection.saml.sp_metadata_url}</a> (ACS <code className="font-mono">{connection.saml.sp_acs_url}</code>)
            </p>
          )}
        </>
      )}
      <SelectField
        label="Role of members who join by signing in"
        value={defaultRole}
        onChange={(event) => setDefaultRole(event.target.value)}
        options={[
          { value: "member", label: "Member" },
          { value: "reader", label: "Reader" },
        ]}
      />
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4" checked={requireSso} onChange={(event) => setRequireSso(event.target.checked)} />
        Require SSO: refuse password sign-in to addresses in the verified domains
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Enabled
      </label>
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        {connection && (
          <Button type="button" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remove
          </Button>
        )}
      </div>
    </form>
  );
}
