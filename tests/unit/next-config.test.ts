import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config.mjs'

describe('next.config', () => {
  // Loaded by Node's own module loader (as the pages-router API routes load their packages), the evaluation
  // of @payloadcms/richtext-lexical sometimes never settles: a fresh server then hangs on its first request.
  it('bundles @payloadcms/richtext-lexical into the server routes', () => {
    expect(nextConfig.transpilePackages).toContain('@payloadcms/richtext-lexical')
  })
})
