import { CreateTokenDialog } from "@/components/tokens/create-token-dialog";
import { tokenRow } from "@/components/tokens/serialize";
import { TokenTable } from "@/components/tokens/token-table";
import { dashboardTokenLimit } from "@/components/tokens/types";
import { PageHeader } from "@/components/ui/page";
import { requirePrincipal } from "@/app/(dashboard)/session";
import { listPersonalTokens } from "@/lib/tokens/service";

export const metadata = { title: "Personal tokens" };

export default async function PersonalTokensPage() {
  const tokens = await listPersonalTokens(await requirePrincipal(), { limit: dashboardTokenLimit });
  const scope = { kind: "personal" } as const;
  return (
    <>
      <PageHeader
        title="Personal tokens"
        description="Tokens that act as you, in every organization you belong to. Send them as Authorization: Bearer <token>."
        actions={<CreateTokenDialog scope={scope} />}
      />
      <TokenTable tokens={tokens.items.map(tokenRow)} scope={scope} more={tokens.nextCursor !== null} />
    </>
  );
}
