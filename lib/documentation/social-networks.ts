/**
 * The networks a site's footer links to with their icons, in the footer's order; each key
 * names its icon in simple-icons (which has no LinkedIn or Slack).
 */
export const socialNetworks = {
  github: { name: "GitHub", example: "https://github.com/acme" },
  gitlab: { name: "GitLab", example: "https://gitlab.com/acme" },
  discord: { name: "Discord", example: "https://discord.gg/acme" },
  x: { name: "X", example: "https://x.com/acme" },
  bluesky: { name: "Bluesky", example: "https://bsky.app/profile/acme.example" },
  mastodon: { name: "Mastodon", example: "https://mastodon.social/@acme" },
  youtube: { name: "YouTube", example: "https://www.youtube.com/@acme" },
  reddit: { name: "Reddit", example: "https://www.reddit.com/r/acme" },
  stackoverflow: { name: "Stack Overflow", example: "https://stackoverflow.com/questions/tagged/acme" },
} as const;

export type SocialNetwork = keyof typeof socialNetworks;
