// JavaScript rather than TypeScript: `next start` would load its native compiler (about 20 MB
// resident) only to read this file.
/** @type {import("next").NextConfig} */
const config = {
  // Loaded from node_modules at run time: Prisma's query compiler reads its WebAssembly, shiki
  // its grammars and themes.
  serverExternalPackages: ["@prisma/client", "isomorphic-git", "shiki"],
  poweredByHeader: false,
  // A second build (the bench) can live beside the development one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default config;
