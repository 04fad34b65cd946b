// The Content-Security-Policy of every page (site and admin panel), built per request around a fresh nonce.
// Pure: the caller reads the environment (see cspSettingsFromEnv) and passes it in.

export type CspSettings = {
  /** Stripe.js, its frames and its API are allowed only when card payments really go through Stripe. */
  stripe: boolean
  /** `next dev` needs eval for React's error overlay; production never does. */
  development: boolean
  /** Ask the browser to fetch http sub-resources over https (only when the site itself is on https). */
  upgradeInsecureRequests: boolean
  /** Origins of the S3 bucket browsers upload to and fetch files from (presigned URLs). */
  storageOrigins: readonly string[]
  /** 'self' lets the admin panel's live preview frame the site; the admin panel itself is never framed. */
  frameAncestors: "'self'" | "'none'"
}

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
const STRIPE_CONNECT = ['https://api.stripe.com']

/**
 * With a nonce, only nonced scripts (and what they load) run. Pages prerendered at build time cannot carry a
 * per-request nonce: for them (nonce null) inline scripts from our own origin's HTML are allowed instead.
 */
export function contentSecurityPolicy(nonce: string | null, settings: CspSettings): string {
  const { stripe, development, storageOrigins } = settings
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts the nonced Next.js runtime loads (chunks, Stripe.js) are trusted, nothing else.
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(stripe ? STRIPE_SCRIPTS : []),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Inline styles stay allowed: the admin panel and React's style attributes use them, and a nonce here
    // would switch 'unsafe-inline' off. Scripts are what a nonce must guard.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Profile pictures and intro videos may be links to any https host (the application form accepts them).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins],
    'media-src': ["'self'", 'blob:', 'https:', ...storageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storageOrigins, ...(stripe ? STRIPE_CONNECT : [])],
    'frame-src': ["'self'", ...(stripe ? STRIPE_FRAMES : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [settings.frameAncestors],
  }
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (settings.upgradeInsecureRequests) parts.push('upgrade-insecure-requests')
  return parts.join('; ')
}

/** A fresh, unguessable nonce (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** Reads the nonce Next.js found in a policy, as it does when it renders a page. */
export function nonceOf(policy: string): string | null {
  return policy.match(/'nonce-([^']+)'/)?.[1] ?? null
}
