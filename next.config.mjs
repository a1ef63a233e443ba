// Plain JavaScript (types from JSDoc): the server then loads it without a compiler, and
// without next-intl's plugin, which only shapes the build (it loads two native compilers,
// ~37 MB of the server's resident memory; bench/README.md).
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'
import { nextSecurityHeaders } from './scripts/server/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A test server started beside the main one runs from a copy of the build (tests/support/app-server.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // `npm test` type-checks (tsc) before it builds: the build does not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // Metadata blocks the response for every user agent, so <head> always carries it.
  htmlLimitedBots: /.*/,
  experimental: {
    globalNotFound: true,
    // Lead forms send a few kB; anything much larger is not a visitor typing (HTTP 413).
    serverActions: { bodySizeLimit: '100kb' },
    // Requests through proxy.ts have their bodies buffered (cut short silently past this), even
    // anonymous ones proxy.ts then redirects. No form takes more than 1 MB (the front server's
    // MAX_BODY_BYTES); the Media Library's 20 MB upload does not go through proxy.ts at all.
    proxyClientMaxBodySize: '1mb',
  },
  // The security headers and a baseline CSP on every response Next sends, so they hold under
  // plain `next start` and behind any CDN (the front server tightens public pages' CSP).
  // Public files keep their names when their bytes change, so not immutable: a week, then
  // revalidated in the background (Next's default is max-age=0, a round trip per font).
  async headers() {
    const week = 'public, max-age=604800, stale-while-revalidate=86400'
    return [
      ...nextSecurityHeaders(),
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: week }] },
      { source: '/images/:file*', headers: [{ key: 'Cache-Control', value: week }] },
    ]
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 128, 256, 384],
    qualities: [60, 75],
  },
}

/** @param {string} phase */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig
  const { default: createNextIntlPlugin } = await import('next-intl/plugin')
  return createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig)
}
