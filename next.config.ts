import type { NextConfig } from "next";

const config: NextConfig = {
  // PGlite loads its WebAssembly and data files at run time; Prisma's query compiler too.
  serverExternalPackages: ["@prisma/client", "isomorphic-git", "shiki"],
  poweredByHeader: false,
};

export default config;
