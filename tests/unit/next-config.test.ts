import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config.mjs'

describe('next.config', () => {
  // Unbundled, the pages-router API routes import @payloadcms/richtext-lexical through Node's own module
  // loader, whose evaluation of it sometimes never settles: a fresh server then hangs on its first request.
  it('bundles the dependencies of the pages-router API routes', () => {
    expect(nextConfig.bundlePagesRouterDependencies).toBe(true)
  })
})
