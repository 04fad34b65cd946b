import type { CspSettings } from './contentSecurityPolicy'
import { paymentMode } from '@/server/payments/config'

type Environment = Readonly<Record<string, string | undefined>>

const setting = (env: Environment, name: string) => env[name]?.trim() || undefined

/**
 * The origins of the presigned S3 URLs browsers PUT to and are redirected to (see src/server/uploads/config.ts
 * for the variables): virtual-hosted style by default, the endpoint itself with S3_FORCE_PATH_STYLE=true.
 */
export function storageOrigins(env: Environment): string[] {
  const bucket = setting(env, 'S3_BUCKET')
  if (!bucket) return []
  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase() === 'true'
  const endpoint = setting(env, 'S3_ENDPOINT')
  const region = setting(env, 'S3_REGION') ?? 'eu-central-1'
  const base = endpoint && URL.canParse(endpoint) ? new URL(endpoint) : new URL(`https://s3.${region}.amazonaws.com`)
  return [pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`]
}

function isStripeMode(env: Environment): boolean {
  try {
    return paymentMode(env) === 'stripe'
  } catch {
    // A partial Stripe configuration stops the server elsewhere; the policy stays closed meanwhile.
    return false
  }
}

/** Settings for the page at `pathname`, read from the environment on each request. */
export function cspSettingsFromEnv(env: Environment, pathname: string): CspSettings {
  const siteUrl = setting(env, 'SERVER_URL') ?? ''
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  return {
    stripe: isStripeMode(env),
    development: env.NODE_ENV === 'development',
    upgradeInsecureRequests: siteUrl.startsWith('https://'),
    storageOrigins: storageOrigins(env),
    frameAncestors: admin ? "'none'" : "'self'",
  }
}
