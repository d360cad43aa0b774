// `prisma generate` needs no schema engine, but the CLI insists on finding one; where its
// download is unreachable any existing file satisfies the check.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
if (result.status !== 0) process.exit(result.status ?? 1);

// The client loads its query compiler's WebAssembly from a module holding it as a 4.6 MB
// base64 string: the module's source and the string stay in the heap for the life of the
// process, 9 MB of it. The generated client reads the WebAssembly from a file written here
// instead, relative to the working directory (the app's root; a bundle moves the client's own
// path), and falls back to the string where the file is missing.
const generated = "lib/generated/prisma/internal/class.ts";
const wasmFile = "lib/generated/prisma/internal/query-compiler.wasm";
const loader = /getQueryCompilerWasmModule: async \(\) => \{\n\s*const \{ wasm \} = await import\("([^"]+)"\)\n\s*return await decodeBase64AsWasm\(wasm\)\n\s*\}/;
const source = readFileSync(generated, "utf8");
const specifier = loader.exec(source)?.[1];
if (!specifier) {
  console.warn(`${generated}: the query compiler's loader was not found; the client keeps its base64 module`);
} else {
  const { wasm } = await import(specifier);
  writeFileSync(wasmFile, Buffer.from(wasm, "base64"));
  writeFileSync(
    generated,
    source.replace(
      loader,
      `getQueryCompilerWasmModule: async () => {
    // Rewritten by scripts/prisma-generate.mjs: the file, not a base64 string kept in the heap.
    try {
      const { readFile } = await import("node:fs/promises")
      const file = [process.cwd(), ${JSON.stringify(wasmFile)}].join("/")
      return new WebAssembly.Module(new Uint8Array(await readFile(file)))
    } catch {
      const { wasm } = await import(${JSON.stringify(specifier)})
      return await decodeBase64AsWasm(wasm)
    }
  }`,
    ),
  );
}
