import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { ADMIN_BODY_MAX_BYTES } from "./lib/http/body-limits";
import { serverCompresses } from "./lib/http/compression";
import { SECURITY_HEADERS } from "./lib/http/security-headers";

// `next dev` serves a script of its own, _clientMiddlewareManifest.js, as JSON, and under
// nosniff the browser refuses to run it (vercel/next.js#92180): there, its development
// files go without the panel's headers. A production build has no such path.
const WITHOUT_DEV_FILES = "/:path((?!_next/static/development/).*)";

const config = (phase: string): NextConfig => ({
  poweredByHeader: false,
  compress: serverCompresses(),
  reactStrictMode: true,
  // graphile-worker loads task files and its config at run time (the panel gives it neither), which a bundle cannot follow.
  serverExternalPackages: ["@node-rs/argon2", "pg", "graphile-worker"],
  // `npm test` type-checks the whole tree, route types included (`next typegen`, then tsc), before it
  // builds (scripts/test/all.sh): the build need not check it a second time. Any other build does.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // `next dev` serves its scripts and live reload only to pages opened at
  // localhost (or the -H host); the panel opened at 127.0.0.1 would never hydrate.
  allowedDevOrigins: ["127.0.0.1"],
  experimental: {
    // Next buffers a body for proxy.ts (10 MB by default) before any handler
    // runs. The proxy runs on pages only, which take no body: under `next start`
    // (server.ts refuses one outright) a body sent to a page is read to this much.
    proxyClientMaxBodySize: ADMIN_BODY_MAX_BYTES + 1,
    // A build keeps Turbopack's cache on disk for the next one, and waits for it to be written: seconds that a CI
    // run, whose checkout is new and thrown away, spends for nothing.
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
    // Fewer, larger shared chunks: a first visit pays for each extra one, and at the default 50 KB the root layout's
    // providers became one of their own. Measured in docs/decisions/page-weight.md (how Turbopack cuts the chunks).
    turbopackChunking: { minChunkSize: 400_000 },
  },
  async headers() {
    const source = phase === PHASE_DEVELOPMENT_SERVER ? WITHOUT_DEV_FILES : "/:path*";
    return [{ source, headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
});

export default config;
