import { describe, expect, it } from 'vitest'

import { ownOriginUrl } from './returnUrl'

const ORIGIN = 'https://careerbridge.example'

describe('ownOriginUrl', () => {
  it.each([
    { raw: '/stripe-onboarding/success', url: 'https://careerbridge.example/stripe-onboarding/success' },
    { raw: '/test-onboarding/refresh?x=1', url: 'https://careerbridge.example/test-onboarding/refresh?x=1' },
    {
      raw: 'https://careerbridge.example/stripe-onboarding/success',
      url: 'https://careerbridge.example/stripe-onboarding/success',
    },
    { raw: '  /consultant/dashboard/my-wallet ', url: 'https://careerbridge.example/consultant/dashboard/my-wallet' },
  ])('accepts $raw', ({ raw, url }) => {
    expect(ownOriginUrl(raw, ORIGIN)).toBe(url)
  })

  it.each([
    'https://evil.example/stripe-onboarding/success',
    '//evil.example/path',
    '/\\evil.example/path',
    '\\\\evil.example',
    'http://careerbridge.example/path', // another scheme is another origin
    'https://careerbridge.example:8443/path',
    'https://careerbridge.example.evil.example/path',
    'https://user:pw@careerbridge.example/path',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    '',
    '   ',
    `/${'a'.repeat(2001)}`,
  ])('refuses %s', (raw) => {
    expect(ownOriginUrl(raw, ORIGIN)).toBeNull()
  })
})
