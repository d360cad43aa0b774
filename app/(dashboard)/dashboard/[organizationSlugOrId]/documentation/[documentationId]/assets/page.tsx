import { listAssets } from "@/lib/assets/service";
import { can } from "@/lib/auth/permissions";
import { assetListLimit } from "../../_components/api-paths";
import { AssetLibrary } from "../../_components/asset-library";
import { requireDocumentation } from "../../_components/require-documentation";

export const metadata = { title: "Assets" };

export default async function DocumentationAssetsPage({ params }: { params: Promise<{ organizationSlugOrId: string; documentationId: string }> }) {
  const { organizationSlugOrId, documentationId } = await params;
  const { access, organizationId, documentation } = await requireDocumentation(organizationSlugOrId, documentationId);
  const page = await listAssets(access, { limit: assetListLimit });
  const assets = page.items.map((view) => ({ ...view, uploaded_at: view.uploaded_at.toISOString() }));
  return (
    <AssetLibrary
      documentation={{ organizationId, documentationId: documentation.documentation_id }}
      initialAssets={assets.map(({ asset_id, filename, content_type, size, alt_text, url, uploaded_at }) => ({ asset_id, filename, content_type, size, alt_text, url, uploaded_at }))}
      canWrite={can(access.role, "documentation.write") && !documentation.locked}
    />
  );
}
