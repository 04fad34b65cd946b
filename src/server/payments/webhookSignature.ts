import crypto from 'node:crypto'

import Stripe from 'stripe'

import { WebhookSignatureError } from './errors'

/** The `stripe-signature` header for a body: `t=<seconds>,v1=<HMAC-SHA256(secret, t.body)>`, as Stripe signs. */
export function signWebhookBody(rawBody: string, secret: string, timestampSeconds: number): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')
  return `t=${timestampSeconds},v1=${signature}`
}

/**
 * Checks a Stripe-style signature with the Stripe SDK's own verification (constant-time, five minutes'
 * tolerance, no network) and returns the parsed event; a bad signature or body is a WebhookSignatureError.
 */
export async function verifySignedEvent(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
): Promise<Stripe.Event> {
  if (!signatureHeader) throw new WebhookSignatureError('The stripe-signature header is missing')
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signatureHeader, secret)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message, { cause: error })
    }
    // A correctly signed body that is not JSON cannot be processed either; a retry would not help.
    if (error instanceof SyntaxError) throw new WebhookSignatureError('The event is not valid JSON', { cause: error })
    throw error
  }
}
