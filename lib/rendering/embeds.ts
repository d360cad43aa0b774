/** A video a page embeds: its player's address, on the provider's privacy-minded host. */
export interface Embed {
  provider: "YouTube" | "Vimeo" | "Loom";
  src: string;
}

/** `t=90`, `t=90s`, `t=1m30s`, `t=1h2m3s` as seconds; null when there is none or it is not a time. */
function startSeconds(value: string | null): number | null {
  const time = value && /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!time || !value) return null;
  const seconds = Number(time[1] ?? 0) * 3600 + Number(time[2] ?? 0) * 60 + Number(time[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/**
 * The player for a YouTube, Vimeo or Loom address, as their share buttons give them; null for
 * any other address. YouTube's player comes from youtube-nocookie.com and Vimeo's with `dnt=1`,
 * so a reader who does not press play is not tracked by them.
 */
export function embedFor(address: string): Embed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(?:www|m)\./, "");
  if (host === "youtube.com" || host === "youtu.be" || host === "youtube-nocookie.com") {
    const id = host === "youtu.be" ? url.pathname.slice(1) : url.pathname === "/watch" ? url.searchParams.get("v") : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
    if (!id || !/^[\w-]{11}$/.test(id)) return null;
    const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    return { provider: "YouTube", src: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}` };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? { provider: "Vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1` } : null;
  }
  if (host === "loom.com") {
    const id = /^\/(?:share|embed)\/([\da-f]{32})(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? { provider: "Loom", src: `https://www.loom.com/embed/${id}` } : null;
  }
  return null;
}
