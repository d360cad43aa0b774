#!/usr/bin/env node
// The CLI and the client it uses are TypeScript sources: tsx compiles them as they load.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv.slice(2));
