import { z } from "zod";
import { Id } from "../documentation/schemas";

export const SsoParams = z.object({ organization_id: Id });
export const SsoDomainParams = z.object({ organization_id: Id, domain_id: Id });

const common = {
  enabled: z.boolean().default(true),
  /** Refuse password sign-in to users whose email is in one of the organization's verified domains. */
  require_sso: z.boolean().default(false),
  /** Role of a user who joins by signing in through the provider for the first time. */
  default_role: z.enum(["reader", "member"]).default("member"),
};

const HttpUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const SaveSsoBody = z.discriminatedUnion("protocol", [
  z.strictObject({
    protocol: z.literal("oidc"),
    /** The issuer: its discovery document is at `<issuer>/.well-known/openid-configuration`. */
    issuer: HttpUrl,
    client_id: z.string().trim().min(1).max(500),
    /** Omit to keep the secret already saved for this issuer and client. */
    client_secret: z.string().min(1).max(2000).optional(),
    ...common,
  }),
  z
    .strictObject({
      protocol: z.literal("saml"),
      idp_metadata_xml: z.string().min(1).max(200_000).optional(),
      idp_metadata_url: HttpUrl.optional(),
      ...common,
    })
    .refine((body) => (body.idp_metadata_xml === undefined) !== (body.idp_metadata_url === undefined), {
      message: "Give either idp_metadata_xml or idp_metadata_url.",
      path: ["idp_metadata_xml"],
    }),
]);
export type SaveSsoInput = z.output<typeof SaveSsoBody>;

const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "a domain name such as example.com");

export const AddDomainBody = z.strictObject({ domain: DomainName });

/** Where "Sign in with SSO" starts: an email address (its domain) or an organization's slug. */
export const StartSsoBody = z
  .strictObject({
    email: z.email().max(320).optional(),
    organization: z.string().trim().min(1).max(100).optional(),
    callbackUrl: z.string().max(2000).optional(),
  })
  .refine((query) => query.email !== undefined || query.organization !== undefined, {
    message: "Give an email address or an organization.",
    path: ["email"],
  });
export type StartSsoInput = z.output<typeof StartSsoBody>;

export const OidcCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});
