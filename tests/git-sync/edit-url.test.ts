import { describe, expect, it } from "vitest";
import { sourceEditLink } from "@/lib/git-sync/edit-url";

describe("sourceEditLink", () => {
  it("builds each forge's edit address, without the address's credentials", () => {
    expect(sourceEditLink("https://github.com/acme/handbook.git", "main", "docs/guides/setup.md")).toEqual({
      url: "https://github.com/acme/handbook/edit/main/docs/guides/setup.md",
      forge: "GitHub",
    });
    expect(sourceEditLink("https://token:x-oauth@gitlab.com/acme/group/handbook", "release/2.0", "intro.md")).toEqual({
      url: "https://gitlab.com/acme/group/handbook/-/edit/release/2.0/intro.md",
      forge: "GitLab",
    });
    expect(sourceEditLink("https://bitbucket.org/acme/handbook/", "main", "a b/é.md")).toEqual({
      url: "https://bitbucket.org/acme/handbook/src/main/a%20b/%C3%A9.md?mode=edit",
      forge: "Bitbucket",
    });
    // Self-hosted forges named after theirs.
    expect(sourceEditLink("https://github.acme.example/docs/handbook.git", "main", "x.md")?.url).toBe("https://github.acme.example/docs/handbook/edit/main/x.md");
    expect(sourceEditLink("https://gitlab.acme.example:8443/docs/handbook.git", "main", "x.md")?.url).toBe("https://gitlab.acme.example:8443/docs/handbook/-/edit/main/x.md");
  });

  it("gives none where it cannot know the address", () => {
    expect(sourceEditLink("https://git.acme.example/handbook.git", "main", "x.md")).toBeNull();
    expect(sourceEditLink("http://github.com/acme/handbook.git", "main", "x.md")).toBeNull();
    expect(sourceEditLink("https://github.com/acme", "main", "x.md")).toBeNull();
    expect(sourceEditLink("file:///srv/git/handbook.git", "main", "x.md")).toBeNull();
    expect(sourceEditLink("not a url", "main", "x.md")).toBeNull();
  });
});
