import { route } from "@/lib/http/route";

/** The platform's own host: published sites are for crawlers, the dashboard and the API are not. */
export const GET = route({ summary: "Get the platform's robots.txt", auth: "public" }, () =>
  new Response("User-agent: *\nAllow: /docs/\nAllow: /roadmap/\nDisallow: /\n", {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  }),
);
