/** How to connect one MCP client to a project's MCP server. */
export interface McpClientSetup {
  client: string;
  /** Where the snippet goes. */
  where: string;
  snippet: string;
}

/** The placeholder readers replace with a token that may read a private project. */
export const mcpTokenPlaceholder = "YOUR_TOKEN";

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Copy-paste configuration for common MCP clients. `name` is the server's key in the
 * client's configuration; a private project's snippets send a bearer token.
 */
export function mcpClientSetups({ name, url, isPublic }: { name: string; url: string; isPublic: boolean }): McpClientSetup[] {
  const authorization = `Bearer ${mcpTokenPlaceholder}`;
  const headers = isPublic ? {} : { headers: { Authorization: authorization } };
  return [
    {
      client: "Claude Code",
      where: "Run in a terminal",
      snippet: `claude mcp add --transport http ${name} ${url}${isPublic ? "" : ` --header "Authorization: ${authorization}"`}`,
    },
    isPublic
      ? { client: "Claude Desktop and claude.ai", where: "Settings › Connectors › Add custom connector: paste the URL", snippet: url }
      : {
          client: "Claude Desktop",
          where: "claude_desktop_config.json (through mcp-remote, which sends the token)",
          snippet: json({
            mcpServers: {
              [name]: { command: "npx", args: ["-y", "mcp-remote", url, "--header", "Authorization:${AUTH_HEADER}"], env: { AUTH_HEADER: authorization } },
            },
          }),
        },
    { client: "Cursor", where: "~/.cursor/mcp.json or .cursor/mcp.json in a project", snippet: json({ mcpServers: { [name]: { url, ...headers } } }) },
    {
      client: "VS Code",
      where: ".vscode/mcp.json",
      snippet: json(
        isPublic
          ? { servers: { [name]: { type: "http", url } } }
          : {
              inputs: [{ type: "promptString", id: `${name}-token`, description: `Token that may read ${name}`, password: true }],
              servers: { [name]: { type: "http", url, headers: { Authorization: `Bearer \${input:${name}-token}` } } },
            },
      ),
    },
  ];
}
