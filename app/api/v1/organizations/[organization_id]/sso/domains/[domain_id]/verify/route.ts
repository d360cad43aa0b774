import { route } from "@/lib/http/route";
import { verifySsoDomain } from "@/lib/sso/domains";
import { SsoDomainParams } from "@/lib/sso/schemas";
import { SsoDomainView } from "@/lib/sso/views";

/**
 * Unprocessable while the TXT record is not found; conflict when another organization verified
 * the domain; payment required on plans without single sign-on.
 */
export const POST = route(
  {
    summary: "Verify a single sign-on domain",
    params: SsoDomainParams,
    permission: "sso.manage",
    problems: ["quota_exceeded", "conflict", "unprocessable", "upstream_failed"],
    responses: { 200: SsoDomainView },
  },
  ({ access, params }) => verifySsoDomain(access, params.domain_id),
);
