import { describe, expect, it } from 'vitest'

import { directRouteFor, pagePattern, registerDirectRoute } from './directRouteRegistry'

describe('pagePattern', () => {
  it.each([
    ['/api/consultants', '/api/consultants', true],
    ['/api/consultants', '/api/consultants/', false],
    ['/api/consultants', '/api/consultantsx', false],
    ['/api/consultants', '/api/consultants/a1', false],
    ['/api/consultants/[id]', '/api/consultants/a1', true],
    ['/api/consultants/[id]', '/api/consultants/a%20b', true],
    ['/api/consultants/[id]', '/api/consultants/', false],
    ['/api/consultants/[id]', '/api/consultants/a1/reviews', false],
    ['/api/chat/conversations/[conversationId]', '/api/chat/conversations/42', true],
    ['/api/a.b', '/api/aXb', false],
  ])('%s matches %s: %s', (page, pathname, expected) => {
    expect(pagePattern(page).test(pathname)).toBe(expected)
  })
})

describe('the registry of direct routes', () => {
  it('finds a registered route by its path, on the global key the web server reads', () => {
    const serve = async () => true
    registerDirectRoute('/api/registry-test/[id]', serve)
    expect(directRouteFor('/api/registry-test/7')).toBe(serve)
    expect(directRouteFor('/api/registry-test')).toBeNull()
    const global = (globalThis as unknown as Record<symbol, { find: (path: string) => unknown }>)[
      Symbol.for('careerbridge.directRoutes')
    ]
    expect(global?.find('/api/registry-test/8')).toBe(serve)
  })
})
