import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageContent } from "./documentation";
import { median } from "./harness";

/**
 * A page as a documentation theme lays it out: the title, every section in the sidebar with
 * the current one's pages listed, the page's table of contents, its content (code highlighted
 * by Hugo's own highlighter). Listing every page of every section made each page 50 KB and the
 * build 2.5 times as long.
 */
const layouts = {
  "_default/baseof.html": `<!doctype html><html><head><title>{{ .Title }}</title></head><body><nav>{{ $current := .CurrentSection }}{{ range .Site.Sections }}<h4><a href="{{ .RelPermalink }}">{{ .Title }}</a></h4>{{ if eq . $current }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}{{ end }}</nav><main>{{ block "main" . }}{{ end }}</main></body></html>`,
  "_default/single.html": `{{ define "main" }}<h1>{{ .Title }}</h1><aside>{{ .TableOfContents }}</aside>{{ .Content }}{{ end }}`,
  "_default/list.html": `{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}`,
};

/**
 * Hugo's full build of the benches' corpus (bench/documentation.ts), as a reference measured on
 * the same machine in the same run: the median of three builds into a new output directory, in
 * seconds; null when `hugo` is not installed (Debian: `apt-get install hugo`).
 */
export function hugoBuildSeconds(sections: number, pagesPerSection: number): number | null {
  if (spawnSync("hugo", ["version"], { stdio: "ignore" }).status !== 0) return null;
  const site = mkdtempSync(path.join(tmpdir(), "hugo-site-"));
  try {
    writeFileSync(path.join(site, "hugo.toml"), 'baseURL = "http://example.org/"\ntitle = "Docs"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n[markup.tableOfContents]\nstartLevel = 2\nendLevel = 3\n');
    for (const [file, layout] of Object.entries(layouts)) {
      mkdirSync(path.dirname(path.join(site, "layouts", file)), { recursive: true });
      writeFileSync(path.join(site, "layouts", file), layout);
    }
    for (let section = 0; section < sections; section++) {
      const directory = path.join(site, "content", `section-${section}`);
      mkdirSync(directory, { recursive: true });
      writeFileSync(path.join(directory, "_index.md"), `---\ntitle: Section ${section}\n---\n`);
      for (let page = 0; page < pagesPerSection; page++) {
        const front = `---\ntitle: Page ${page} of section ${section}\nweight: ${page}\n---\n`;
        writeFileSync(path.join(directory, `page-${page}.md`), front + pageContent(section, page, pagesPerSection, sections));
      }
    }
    const builds = [0, 1, 2].map(() => {
      rmSync(path.join(site, "public"), { recursive: true, force: true });
      const started = performance.now();
      execFileSync("hugo", ["--quiet", "--source", site], { stdio: "ignore" });
      return (performance.now() - started) / 1000;
    });
    return median(builds);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}
