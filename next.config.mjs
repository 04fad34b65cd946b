import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

// Messages are compiled at build time, so the browser gets a small formatter instead of the ICU parser
// (about 9 kB gzip less JavaScript on every page). Every import of the catalogues in the build gets them
// compiled; code outside the build (worker, scripts, tests) reads the plain JSON with the full formatter.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
})

// Headers that never change, on every response (pages, API, static files). The per-request
// Content-Security-Policy of pages is set in src/proxy.ts.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers without CSP frame-ancestors; the policy itself is stricter on /admin.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
  },
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

// The content pages answer in the visitor's language at one URL (src/proxy.ts rewrites them by the language
// cookie, else Accept-Language): shared caches must keep the languages apart. Next appends its own Vary.
// The same paths as src/domain/content/contentRoutes.ts (tests/unit/content-vary.test.ts).
export const languageVariantPaths = [
  '/blogs',
  '/blogs/:slug',
  '/help-center',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
  '/consultant-policy',
  '/terms',
]
const languageVary = [{ key: 'Vary', value: 'Cookie, Accept-Language' }]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  allowedDevOrigins: ['127.0.0.1'],
  // pdfkit reads its font metrics from files beside its own code, so it is loaded from node_modules as it
  // is rather than bundled (invoice PDFs, src/server/invoices/document).
  serverExternalPackages: ['pdfkit'],
  // `npm test` type-checks the whole project once (`npm run typecheck`: route types, then tsc) before the
  // end-to-end suite builds; that build need not repeat it. Every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.CAREERBRIDGE_TYPES_CHECKED === '1' },
  // Next 16 writes Turbopack's cache to disk at the end of every production build (about 30 s here) for a
  // later build of the same tree to read. Ours build clean trees (CI, releases), which never read it;
  // `npm run dev` keeps its own cache.
  experimental: { turbopackFileSystemCacheForBuild: false },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...languageVariantPaths.map((source) => ({ source, headers: languageVary })),
    ]
  },
}

/**
 * Payload asks every path for the colour-scheme client hint and makes it critical, which its admin panel
 * reads to pick a theme. A critical hint makes Chromium discard the first response of every first visit
 * and request the page again, so each public page was rendered twice and arrived a round trip late. The
 * hint is kept for the admin panel only.
 */
function withColourHintOnAdminOnly(config) {
  const payloadHeaders = config.headers
  return {
    ...config,
    async headers() {
      const rules = await payloadHeaders()
      return rules.map((rule) =>
        rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      )
    },
  }
}

export default withNextIntl(withColourHintOnAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false })))
