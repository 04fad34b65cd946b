import { describe, expect, it } from 'vitest'

import { PaymentConfigError, paymentMode, paymentSettings } from './config'

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
}

describe('paymentMode', () => {
  it.each([
    { name: 'no Stripe variable', env: {}, mode: 'test' },
    {
      name: 'Stripe variables set but blank',
      env: { STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' },
      mode: 'test',
    },
    { name: 'all three Stripe variables', env: STRIPE_ENV, mode: 'stripe' },
    { name: 'a restricted secret key', env: { ...STRIPE_ENV, STRIPE_SECRET_KEY: 'rk_test_abc' }, mode: 'stripe' },
    {
      name: 'live keys',
      env: { ...STRIPE_ENV, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' },
      mode: 'stripe',
    },
  ])('is $mode with $name', ({ env, mode }) => {
    expect(paymentMode(env)).toBe(mode)
  })

  it.each([
    {
      name: 'only the secret key',
      env: { STRIPE_SECRET_KEY: 'sk_test_abc' },
      names: /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are not set/,
    },
    {
      name: 'no webhook secret',
      env: { ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: undefined },
      names: /STRIPE_WEBHOOK_SECRET is not set/,
    },
    {
      name: 'a blank publishable key',
      env: { ...STRIPE_ENV, STRIPE_PUBLISHABLE_KEY: '  ' },
      names: /STRIPE_PUBLISHABLE_KEY is not set/,
    },
    {
      name: 'the keys swapped',
      env: { ...STRIPE_ENV, STRIPE_SECRET_KEY: 'pk_test_abc' },
      names: /STRIPE_SECRET_KEY should start with sk_ or rk_/,
    },
    {
      name: 'a webhook secret without whsec_',
      env: { ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: 'abc' },
      names: /STRIPE_WEBHOOK_SECRET should start with whsec_/,
    },
    {
      name: 'a test secret key with a live publishable key',
      env: { ...STRIPE_ENV, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' },
      names: /different modes/,
    },
  ])('refuses to start with $name', ({ env, names }) => {
    expect(() => paymentMode(env)).toThrow(PaymentConfigError)
    expect(() => paymentMode(env)).toThrow(names)
  })
})

describe('paymentSettings', () => {
  it('hands the trimmed Stripe keys to the adapter', () => {
    expect(paymentSettings({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: ' whsec_abc\n' })).toEqual({
      mode: 'stripe',
      stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc' },
    })
  })
})
