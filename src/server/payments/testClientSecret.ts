import crypto from 'node:crypto'

/** The intent a client secret (`<intentId>_secret_<key>`) belongs to; '' when it names none. */
export const intentIdOfClientSecret = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? ''

/**
 * The client secret of a test intent. Derived from the provider's secret rather than random, so that a
 * repeated createHold answers the same secret, as Stripe does; only its hash is stored.
 */
export function clientSecretFor(intentId: string, providerSecret: string): string {
  const key = crypto.createHmac('sha256', providerSecret).update(`client-secret:${intentId}`).digest('base64url')
  return `${intentId}_secret_${key.slice(0, 24)}`
}

export const hashClientSecret = (clientSecret: string) => crypto.createHash('sha256').update(clientSecret).digest('hex')

/** Whether the secret matches the stored hash, compared in constant time. */
export function clientSecretMatches(clientSecret: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashClientSecret(clientSecret), 'hex')
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}
