import { describe, expect, it } from 'vitest'

import { hasUnreadableUrlBytes } from './urlBytes'

describe('hasUnreadableUrlBytes', () => {
  it.each([
    '/api/users/42',
    '/api/consultants?search=M%C3%BCller&page=2',
    '/api/posts?where[title][like]=caf%C3%A9',
    '/api/skills/suggestions?q=C%2B%2B',
    '/api/help?q=100%',
    '/api/help?q=%zz',
    '/api/consultants/Müller',
    '/api/consultants?q=%F0%9F%98%80',
    '/api/help?q=50%%20off%2',
    '/api/consultants?q=%F0%9F%98%80%',
    '/api/consultants/M\u00fcller%20\ud800',
    '',
  ])('lets %s through', (url) => {
    expect(hasUnreadableUrlBytes(url)).toBe(false)
  })

  it.each([
    '/api/users/%00',
    '/api/consultants?search=a%00b',
    '/api/posts?where[id][equals]=%00',
    '/api/users/%C3%28',
    '/api/users/%FF',
    '/api/consultants?q=%C3',
    '/api/consultants?q=%ED%A0%80',
    '/api/consultants?q=%C0%AF',
    '/api/users/\u0000',
    '/api/users/caf\u00e9\u0000',
    '/api/consultants?q=%E2%82',
    '/api/consultants?q=%F0%9F%98',
  ])('refuses %s', (url) => {
    expect(hasUnreadableUrlBytes(url)).toBe(true)
  })
})
