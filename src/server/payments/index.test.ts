import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getPaymentProvider, getTestPaymentProvider, publishableInfo } from '.'

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_careerbridge',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_careerbridge',
  STRIPE_WEBHOOK_SECRET: 'whsec_careerbridge',
}

const useStripe = () => Object.entries(STRIPE_ENV).forEach(([name, value]) => vi.stubEnv(name, value))

beforeEach(() => {
  for (const name of Object.keys(STRIPE_ENV)) vi.stubEnv(name, '')
  vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const payload = {} as Payload

describe('getPaymentProvider', () => {
  it('uses the test provider without Stripe keys, one per process', () => {
    const provider = getPaymentProvider(payload)
    expect(provider.name).toBe('test')
    expect(getPaymentProvider(payload)).toBe(provider)
    expect(getTestPaymentProvider(payload)).toBe(provider)
  })

  it('switches to Stripe when its keys are set, and has no test provider then', () => {
    useStripe()
    expect(getPaymentProvider(payload).name).toBe('stripe')
    expect(getTestPaymentProvider(payload)).toBeNull()
  })
})

describe('publishableInfo', () => {
  it('names the test provider and no key without Stripe keys', () => {
    expect(publishableInfo()).toEqual({ provider: 'test', publishableKey: null })
  })

  it('names Stripe and its publishable key, never the secret one', () => {
    useStripe()
    expect(publishableInfo()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_careerbridge' })
  })
})
