import config from '@payload-config'
import { match } from 'path-to-regexp'
import { describe, expect, it } from 'vitest'

/** A concrete path the pattern matches: every `:param` replaced by a sample value. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'sample1')

describe('the order of our endpoints', () => {
  it('lets every endpoint be reached: none is shadowed by an earlier one of the same method', async () => {
    const { endpoints } = await config
    expect(endpoints.length).toBeGreaterThan(40)
    for (const endpoint of endpoints) {
      const path = samplePath(endpoint.path)
      const first = endpoints.find(
        (candidate) => candidate.method === endpoint.method && match(candidate.path)(path) !== false,
      )
      expect(`${first?.method} ${first?.path}`, `${endpoint.method} ${path}`).toBe(
        `${endpoint.method} ${endpoint.path}`,
      )
    }
  })
})
