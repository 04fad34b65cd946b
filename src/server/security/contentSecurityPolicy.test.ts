import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, createNonce, nonceOf, type CspSettings } from './contentSecurityPolicy'
import { cspSettingsFromEnv, storageOrigins } from './cspSettings'

const base: CspSettings = {
  stripe: false,
  development: false,
  upgradeInsecureRequests: false,
  storageOrigins: [],
  frameAncestors: "'self'",
}

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(' ')
    .slice(1)

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce (and what they load), no eval in production', () => {
    const policy = contentSecurityPolicy('abc123', base)
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"])
    expect(nonceOf(policy)).toBe('abc123')
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(policy).not.toContain('stripe')
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('allows inline scripts without a nonce only for prerendered pages', () => {
    expect(directive(contentSecurityPolicy(null, base), 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(contentSecurityPolicy('n', base), 'script-src')).not.toContain("'unsafe-inline'")
  })

  it.each([
    { directive: 'script-src', origin: 'https://js.stripe.com' },
    { directive: 'frame-src', origin: 'https://js.stripe.com' },
    { directive: 'frame-src', origin: 'https://hooks.stripe.com' },
    { directive: 'connect-src', origin: 'https://api.stripe.com' },
  ])('allows $origin in $directive only in Stripe mode', ({ directive: name, origin }) => {
    expect(directive(contentSecurityPolicy('n', { ...base, stripe: true }), name)).toContain(origin)
    expect(directive(contentSecurityPolicy('n', base), name)).not.toContain(origin)
  })

  it('adds eval for the development server only', () => {
    expect(directive(contentSecurityPolicy('n', { ...base, development: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    )
  })

  it('shows pictures and videos linked from any https host, but sends data only to our own origin', () => {
    const policy = contentSecurityPolicy('n', base)
    expect(directive(policy, 'img-src')).toContain('https:')
    expect(directive(policy, 'media-src')).toContain('https:')
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
  })

  it('lets the storage origin serve images and media and take uploads', () => {
    const policy = contentSecurityPolicy('n', { ...base, storageOrigins: ['https://b.s3.eu-central-1.amazonaws.com'] })
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(directive(policy, name)).toContain('https://b.s3.eu-central-1.amazonaws.com')
    }
  })

  it('sets frame-ancestors and upgrade-insecure-requests as asked', () => {
    const policy = contentSecurityPolicy('n', { ...base, frameAncestors: "'none'", upgradeInsecureRequests: true })
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(policy.endsWith('; upgrade-insecure-requests')).toBe(true)
  })
})

describe('createNonce', () => {
  it('is a fresh base64 value of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('cspSettingsFromEnv', () => {
  it.each([
    { name: 'no Stripe keys', env: {}, stripe: false },
    { name: 'all three Stripe keys', env: STRIPE_ENV, stripe: true },
    { name: 'a partial Stripe configuration', env: { STRIPE_SECRET_KEY: 'sk_test_abc' }, stripe: false },
  ])('allows Stripe: $stripe with $name', ({ env, stripe }) => {
    expect(cspSettingsFromEnv(env, '/').stripe).toBe(stripe)
  })

  it.each([
    { path: '/', frameAncestors: "'self'" },
    { path: '/blogs/hello', frameAncestors: "'self'" },
    { path: '/admin', frameAncestors: "'none'" },
    { path: '/admin/collections/users', frameAncestors: "'none'" },
    { path: '/administrator', frameAncestors: "'self'" },
  ])('frames $path from $frameAncestors', ({ path, frameAncestors }) => {
    expect(cspSettingsFromEnv({}, path).frameAncestors).toBe(frameAncestors)
  })

  it.each([
    { url: 'https://careerbridge.example', upgrade: true },
    { url: 'http://localhost:3000', upgrade: false },
    { url: undefined, upgrade: false },
  ])('upgrades insecure requests: $upgrade for $url', ({ url, upgrade }) => {
    expect(cspSettingsFromEnv({ SERVER_URL: url }, '/').upgradeInsecureRequests).toBe(upgrade)
  })

  it('allows eval only under NODE_ENV=development', () => {
    expect(cspSettingsFromEnv({ NODE_ENV: 'development' }, '/').development).toBe(true)
    expect(cspSettingsFromEnv({ NODE_ENV: 'production' }, '/').development).toBe(false)
  })
})

describe('storageOrigins', () => {
  it.each([
    { name: 'no bucket', env: {}, origins: [] },
    { name: 'AWS', env: { S3_BUCKET: 'files' }, origins: ['https://files.s3.eu-central-1.amazonaws.com'] },
    {
      name: 'AWS in another region, path style',
      env: { S3_BUCKET: 'files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' },
      origins: ['https://s3.us-east-1.amazonaws.com'],
    },
    {
      name: 'MinIO, path style',
      env: { S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' },
      origins: ['http://127.0.0.1:9000'],
    },
    {
      name: 'an S3-compatible store, virtual-hosted style',
      env: { S3_BUCKET: 'files', S3_ENDPOINT: 'https://s3.store.example' },
      origins: ['https://files.s3.store.example'],
    },
  ])('is $origins for $name', ({ env, origins }) => {
    expect(storageOrigins(env)).toEqual(origins)
  })
})
