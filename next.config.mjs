import os from "node:os";

// JavaScript rather than TypeScript: `next start` would load its native compiler (about 20 MB
// resident) only to read this file.
/** @type {import("next").NextConfig} */
const config = {
  // Loaded from node_modules at run time: Prisma's query compiler reads its WebAssembly, shiki
  // its grammars and themes.
  serverExternalPackages: ["@prisma/client", "@resvg/resvg-js", "isomorphic-git", "satori", "shiki"],
  poweredByHeader: false,
  experimental: {
    // Next loads every page and route of the build at start by default (hundreds here, most of
    // them the dashboard's): about 1.5 s of compiling before the first request and 30-40 MB
    // held for routes a server may never serve. Each loads on its first request instead.
    preloadEntriesOnStart: false,
  },
  // The development server's indicator sits bottom-left by default, over the dashboard
  // sidebar's last item.
  devIndicators: { position: "bottom-right" },
  // The development server gives its scripts to pages opened at 127.0.0.1 or at this machine's
  // addresses too, not only at localhost (otherwise they never become interactive).
  allowedDevOrigins: [
    "127.0.0.1",
    ...Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && address.family === "IPv4")
      .map((address) => address.address),
  ],
  // A second build (the bench) can live beside the development one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default config;
