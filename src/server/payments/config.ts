import type { PaymentProviderName } from './provider'

export type PaymentMode = PaymentProviderName

export type StripeSettings = { secretKey: string; publishableKey: string; webhookSecret: string }

export type PaymentSettings = { mode: 'stripe'; stripe: StripeSettings } | { mode: 'test' }

type Environment = Readonly<Record<string, string | undefined>>

/** A payment configuration the server must not start with. */
export class PaymentConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentConfigError'
  }
}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
type StripeVariable = (typeof STRIPE_VARIABLES)[number]

// The prefixes catch keys pasted into the wrong variable, which Stripe would otherwise only
// report on the first payment.
const EXPECTED_PREFIXES: Record<StripeVariable, readonly string[]> = {
  STRIPE_SECRET_KEY: ['sk_', 'rk_'],
  STRIPE_PUBLISHABLE_KEY: ['pk_'],
  STRIPE_WEBHOOK_SECRET: ['whsec_'],
}

const keyMode = (key: string) => key.match(/^[a-z]+_(test|live)_/)?.[1] ?? null

/**
 * Stripe when all three Stripe variables are set, the built-in test provider when none is;
 * anything in between is a configuration error rather than a silent fall back to fake payments.
 */
export function paymentSettings(env: Environment = process.env): PaymentSettings {
  const read = (name: StripeVariable) => env[name]?.trim() || undefined
  const missing = STRIPE_VARIABLES.filter((name) => !read(name))
  if (missing.length === STRIPE_VARIABLES.length) return { mode: 'test' }
  if (missing.length > 0) {
    throw new PaymentConfigError(
      `Stripe is partly configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        `Set all of ${STRIPE_VARIABLES.join(', ')} to take card payments through Stripe, or none of them to use the built-in test provider.`,
    )
  }
  const misplaced = STRIPE_VARIABLES.find((name) => !EXPECTED_PREFIXES[name].some((p) => read(name)?.startsWith(p)))
  if (misplaced) {
    throw new PaymentConfigError(`${misplaced} should start with ${EXPECTED_PREFIXES[misplaced].join(' or ')}.`)
  }
  const stripe = {
    secretKey: read('STRIPE_SECRET_KEY') ?? '',
    publishableKey: read('STRIPE_PUBLISHABLE_KEY') ?? '',
    webhookSecret: read('STRIPE_WEBHOOK_SECRET') ?? '',
  }
  if (keyMode(stripe.secretKey) !== keyMode(stripe.publishableKey)) {
    throw new PaymentConfigError(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY belong to different modes (test and live).',
    )
  }
  return { mode: 'stripe', stripe }
}

/** Which PaymentProvider the server uses; throws PaymentConfigError on a partial Stripe configuration. */
export function paymentMode(env: Environment = process.env): PaymentMode {
  return paymentSettings(env).mode
}
