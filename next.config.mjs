// JavaScript rather than TypeScript: `next start` would load its native compiler (about 20 MB
// resident) only to read this file.
/** @type {import("next").NextConfig} */
const config = {
  // Loaded from node_modules at run time: Prisma's query compiler reads its WebAssembly, shiki
  // its grammars and themes.
  serverExternalPackages: ["@prisma/client", "isomorphic-git", "shiki"],
  poweredByHeader: false,
};

export default config;
