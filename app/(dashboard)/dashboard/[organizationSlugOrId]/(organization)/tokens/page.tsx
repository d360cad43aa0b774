import { CreateTokenDialog } from "@/components/tokens/create-token-dialog";
import { tokenRow } from "@/components/tokens/serialize";
import { TokenTable } from "@/components/tokens/token-table";
import { dashboardTokenLimit, type TokenScope } from "@/components/tokens/types";
import { PageHeader } from "@/components/ui/page";
import { requireOrganization } from "@/app/(dashboard)/session";
import { listDocumentation } from "@/lib/documentation/service";
import { listOrganizationTokens } from "@/lib/tokens/service";

export const metadata = { title: "API tokens" };

export default async function OrganizationTokensPage({ params }: { params: Promise<{ organizationSlugOrId: string }> }) {
  const { access, organizationId } = await requireOrganization((await params).organizationSlugOrId, "tokens.manage");
  const [tokens, documentations] = await Promise.all([listOrganizationTokens(access, { limit: dashboardTokenLimit }), listDocumentation(access, { limit: 200 })]);
  const scope: TokenScope = {
    kind: "organization",
    organizationId,
    documentations: documentations.items.map(({ documentation_id, name }) => ({ documentation_id, name })),
  };
  return (
    <>
      <PageHeader
        title="API tokens"
        description="Organization tokens belong to the organization, not to a person: use them for CI and integrations."
        actions={<CreateTokenDialog scope={scope} />}
      />
      <TokenTable tokens={tokens.items.map(tokenRow)} scope={scope} more={tokens.nextCursor !== null} />
    </>
  );
}
