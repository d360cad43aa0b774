import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { EmulatedRegExp } from "oniguruma-to-es";
import { defaultJavaScriptRegexConstructor } from "shiki/engine/javascript";

/** A grammar's Oniguruma pattern as JavaScript: what `new RegExp` or `new EmulatedRegExp` takes. */
type Converted = [source: string, flags: string, options?: EmulatedRegExp["rawOptions"]];

/** Written this long after the last new conversion: a publish converts its languages' patterns in a burst. */
const writeDelayMs = 2_000;

/**
 * The file of this installation's conversions, named by the versions that make them (shiki's
 * engine sets the options, oniguruma-to-es converts); none when they cannot be read.
 */
function cacheFile(): string | undefined {
  const modules = path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules");
  try {
    const version = (name: string) => (JSON.parse(readFileSync(path.join(modules, name, "package.json"), "utf8")) as { version: string }).version;
    return path.join(modules, ".cache", "docs-platform", `grammar-regexes-${version("@shikijs/engine-javascript")}-${version("oniguruma-to-es")}.json`);
  } catch {
    return undefined;
  }
}

/**
 * shiki's JavaScript engine converts each grammar pattern it meets from Oniguruma's syntax
 * (oniguruma-to-es): about 0.4 s of CPU for the TypeScript grammar alone, in every new process.
 * The conversions are kept in a file under node_modules/.cache, so that a server converts
 * only patterns no earlier process of the installation met; the file grows to the patterns of
 * the languages highlighted (it is not written where node_modules is read-only).
 * Returns the engine's `regexConstructor`.
 */
export async function cachedRegexConstructor(): Promise<(pattern: string) => RegExp> {
  const file = cacheFile();
  let known: Record<string, Converted> = {};
  if (file) {
    try {
      known = JSON.parse(await readFile(file, "utf8")) as Record<string, Converted>;
    } catch {
      // None yet, or unreadable: it is written again.
    }
  }
  let writing: NodeJS.Timeout | undefined;
  const write = async () => {
    writing = undefined;
    try {
      await mkdir(path.dirname(file!), { recursive: true });
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, JSON.stringify(known));
      await rename(partial, file!);
    } catch {
      // A read-only installation converts in every process, as without the file.
    }
  };
  return (pattern) => {
    const hit = Object.hasOwn(known, pattern) ? known[pattern] : undefined;
    if (hit) return hit[2] ? new EmulatedRegExp(hit[0], hit[1], hit[2]) : new RegExp(hit[0], hit[1]);
    const regex = defaultJavaScriptRegexConstructor(pattern);
    const options = (regex as Partial<EmulatedRegExp>).rawOptions;
    known[pattern] = options ? [regex.source, regex.flags, options] : [regex.source, regex.flags];
    if (file) writing ??= setTimeout(() => void write(), writeDelayMs).unref();
    return regex;
  };
}
