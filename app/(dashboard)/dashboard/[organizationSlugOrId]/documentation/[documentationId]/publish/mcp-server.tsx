import Link from "next/link";
import { Bot, Info } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { Section } from "@/components/ui/page";
import { cachedSite } from "@/lib/site/cache";
import { SiteAddress } from "@/lib/site/address";
import { mcpClientSetups, mcpTokenPlaceholder } from "@/lib/site/mcp-clients";

/**
 * The live site's MCP server address (at its custom domain when it has one, else at
 * `platformOrigin`, the platform as the viewer reached it), or null while nothing is served.
 */
export async function liveMcpUrl(organizationSlug: string, documentationSlug: string, platformOrigin: string): Promise<string | null> {
  const live = await cachedSite({ organization: organizationSlug, documentation: documentationSlug });
  if (!live) return null;
  const address = new SiteAddress(live.site, false, platformOrigin);
  return address.absolute(address.mcpUrl());
}

/** The project's MCP server: its URL and copy-paste configuration for common MCP clients. */
export function McpServer({
  url,
  name,
  isPublic,
  tokens,
}: {
  url: string | null;
  /** The server's key in the clients' configuration: the project's slug. */
  name: string;
  isPublic: boolean;
  /** Where the viewer creates a token: the organization's tokens for admins, else their personal tokens. */
  tokens: { href: string; label: string; scoped: boolean };
}) {
  return (
    <Section
      id="mcp-server"
      title="MCP server"
      description="AI assistants such as Claude, Cursor and VS Code search, list and read the live site through the Model Context Protocol."
    >
      {url ? (
        <div className="space-y-5">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <code className="break-all font-mono text-xs leading-5">{url}</code>
            <CopyButton text={url} label="Copy MCP URL" />
          </div>
          <p className="flex items-start gap-2 text-sm text-secondary">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {isPublic ? (
              <span>The project is public: clients need no credentials.</span>
            ) : (
              <span>
                The project is private: clients send a token that may read it. Create one in{" "}
                <Link href={tokens.href} className="font-medium text-accent-strong underline underline-offset-2">
                  {tokens.label}
                </Link>
                {tokens.scoped ? " (the reader role, limited to this project, is enough)" : ""} and put it in place of{" "}
                <code className="font-mono text-xs">{mcpTokenPlaceholder}</code>.
              </span>
            )}
          </p>
          {mcpClientSetups({ name, url, isPublic }).map((setup) => (
            <div key={setup.client} className="space-y-2">
              <div className="flex items-center justify-between gap-4">
                <div>
                  <h3 className="text-sm font-medium">{setup.client}</h3>
                  <p className="text-xs text-muted">{setup.where}</p>
                </div>
                <CopyButton text={setup.snippet} label={`Copy for ${setup.client}`} />
              </div>
              <pre className="overflow-x-auto rounded-md bg-inset p-3 font-mono text-xs leading-5">
                <code>{setup.snippet}</code>
              </pre>
            </div>
          ))}
        </div>
      ) : (
        <EmptyState icon={Bot} title="Not served yet">
          The MCP server answers at the site&apos;s address followed by <span className="font-mono text-xs">/mcp</span> once the site is published.
        </EmptyState>
      )}
    </Section>
  );
}
