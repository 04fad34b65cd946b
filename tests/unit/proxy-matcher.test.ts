import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { ADDRESS_LIMITED_PATHS } from '@/domain/rateLimit'
import { config } from '@/proxy'

const matches = (pathname: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${pathname}` })

describe('the proxy matcher', () => {
  // A limited path the proxy skips would keep a client-sent X-Forwarded-For; clientIpOf would then read nothing.
  it.each(ADDRESS_LIMITED_PATHS)('runs for the address-limited %s', (pathname) => {
    expect(matches(pathname)).toBe(true)
  })

  // A proxy reads a request's whole body before the route: never for uploads or other API paths.
  it.each([
    '/api/uploads/receive',
    '/api/uploads/presign',
    '/api/media',
    '/api/consultants',
    '/api/auth/me',
    '/api/auth/header',
    '/api/auth/login-not',
    '/api/users/me',
    '/api/consultations/create-more',
    '/_next/static/chunk.js',
  ])('does not run for %s', (pathname) => {
    expect(matches(pathname)).toBe(false)
  })

  it('still runs for pages', () => {
    expect(matches('/sign-in')).toBe(true)
    expect(matches('/')).toBe(true)
  })
})
