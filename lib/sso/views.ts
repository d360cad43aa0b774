import { z } from "zod";
import { Role, SsoProtocol } from "../generated/prisma/enums";
import { Timestamp, type ViewOf } from "../http/answers";

/** The organization's identity provider and the addresses to register with it (never the client secret). */
export const SsoConnectionView = z
  .object({
    protocol: z.enum(SsoProtocol),
    enabled: z.boolean(),
    require_sso: z.boolean().describe("Whether users of the verified domains must sign in through the provider (no password)"),
    default_role: z.enum(Role).describe("The role of a user who joins by signing in through the provider for the first time"),
    oidc: z
      .object({
        issuer: z.string(),
        client_id: z.string(),
        redirect_uri: z.string().describe("To register with the provider"),
      })
      .nullable()
      .describe("Set for OpenID Connect"),
    saml: z
      .object({
        idp_entity_id: z.string().nullable(),
        idp_sso_url: z.string().nullable(),
        idp_metadata_url: z.string().nullable().describe("Where the metadata was read from, when given by address"),
        sp_entity_id: z.string(),
        sp_acs_url: z.string(),
        sp_metadata_url: z.string(),
      })
      .nullable()
      .describe("Set for SAML: the identity provider's addresses read from its metadata, and this service provider's to register with it"),
    updated_at: Timestamp,
  })
  .meta({ id: "SsoConnection" });
export type SsoConnectionView = ViewOf<z.output<typeof SsoConnectionView>>;

/** A domain whose users sign in through the organization's provider, once verified by DNS. */
export const SsoDomainView = z
  .object({
    domain_id: z.string(),
    domain: z.string(),
    verified: z.boolean(),
    verified_at: Timestamp.nullable(),
    txt_record: z
      .object({ name: z.string(), value: z.string() })
      .describe("The DNS TXT record that proves control of the domain: publish it, then verify"),
    created_at: Timestamp,
  })
  .meta({ id: "SsoDomain" });
export type SsoDomainView = ViewOf<z.output<typeof SsoDomainView>>;

/** By domain name. */
export const SsoDomainList = z.object({ data: z.array(SsoDomainView) }).meta({ id: "SsoDomainList" });
export type SsoDomainList = ViewOf<z.output<typeof SsoDomainList>>;

/** A started "Sign in with SSO": the browser goes to the provider, which sends it back with `state`. */
export const SsoSignInStartedView = z
  .object({
    state: z.string().describe("The attempt's id (OIDC state or SAML RelayState), also set as a cookie"),
    redirect_url: z.string().describe("The identity provider's sign-in address to send the browser to"),
    expires_at: Timestamp.describe("The browser must come back from the provider before this"),
  })
  .meta({ id: "SsoSignInStarted" });
export type SsoSignInStartedView = ViewOf<z.output<typeof SsoSignInStartedView>>;
