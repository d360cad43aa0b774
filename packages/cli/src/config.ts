import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";

export interface CliConfig {
  base_url: string;
  token: string;
}

/** `$XDG_CONFIG_HOME/docs-platform/config.json` (default `~/.config`); `DOCS_PLATFORM_CONFIG` names another file. */
export function configPath(): string {
  if (process.env.DOCS_PLATFORM_CONFIG) return process.env.DOCS_PLATFORM_CONFIG;
  const base = process.env.XDG_CONFIG_HOME || path.join(homedir(), ".config");
  return path.join(base, "docs-platform", "config.json");
}

export async function readConfig(): Promise<CliConfig | null> {
  try {
    return JSON.parse(await readFile(configPath(), "utf8")) as CliConfig;
  } catch {
    return null;
  }
}

/** Written readable by its owner only: it holds a token. */
export async function writeConfig(config: CliConfig): Promise<string> {
  const file = configPath();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(config, null, 2) + "\n", { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}
