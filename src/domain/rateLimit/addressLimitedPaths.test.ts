import { describe, expect, it } from 'vitest'

import { isAddressLimitedPath } from './addressLimitedPaths'

describe('isAddressLimitedPath', () => {
  it.each([
    ['/api/auth/login', true],
    ['/api/auth/login/', true],
    ['/api/users/login', true],
    ['/api/graphql', true],
    ['/api/consultations/create', true],
    ['/api/auth/me', false],
    ['/api/auth/header', false],
    ['/api/auth/login/extra', false],
    ['/api/uploads/receive', false],
    ['/api/media', false],
    ['/', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isAddressLimitedPath(pathname)).toBe(expected)
  })
})
