import { describe, expect, it } from "vitest";
import type { PagePlace } from "@/lib/site/live-site";
import { suggestPages } from "@/lib/site/suggestions";

const place = (path: string, title: string, position: number): PagePlace => ({ path, title, position, trail: [] });
const pages = [
  place("getting-started/introduction", "Introduction", 0),
  place("getting-started/installation", "Install the CLI", 1),
  place("guides/configuration", "Configuration", 2),
  place("guides/deploy-to-production", "Deploy to production", 3),
  place("reference/cli-commands", "CLI commands", 4),
  place("integrations/slack", "Send notifications to Slack", 5),
];
const paths = (missing: string) => suggestPages(pages, missing).map((page) => page.path);

describe("suggestPages", () => {
  it("suggests the pages whose path and title share the address's words, typos forgiven, best first", () => {
    expect(paths("getting-started/instalation")).toEqual(["getting-started/installation", "getting-started/introduction"]);
    expect(paths("guides/configuraton")[0]).toBe("guides/configuration");
    expect(paths("deploy")).toEqual(["guides/deploy-to-production"]);
    // A moved page found by its own name in another section.
    expect(paths("docs/cli-commands")[0]).toBe("reference/cli-commands");
    // The page's own name outweighs its section's: a moved page ranks before its old neighbours.
    expect(paths("getting-started/configuraton")).toEqual(["guides/configuration", "getting-started/introduction", "getting-started/installation"]);
  });

  it("suggests nothing for an address with no word of any page, and at most five", () => {
    expect(paths("wp-admin/setup.php")).toEqual([]);
    // Short words beginning longer ones are no match: "not" and "notifications".
    expect(paths("does-not-exist")).toEqual([]);
    expect(paths("notif")).toEqual(["integrations/slack"]);
    expect(paths("")).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => place(`guides/page-${index}`, `Guide ${index}`, index));
    expect(suggestPages(many, "guides/page")).toHaveLength(5);
  });
});
