import crypto from 'node:crypto'

import { payloadSecret } from '../env'

// Fixed: every instance on the same PAYLOAD_SECRET derives the same secret, so any of them can verify
// an event another one signed.
const LABEL = 'careerbridge:test-payment-provider:webhook'

/** The test provider's webhook signing secret: PAYMENT_TEST_WEBHOOK_SECRET, else derived from PAYLOAD_SECRET. */
export function testWebhookSecret(): string {
  const configured = process.env.PAYMENT_TEST_WEBHOOK_SECRET?.trim()
  if (configured) return configured
  return `whsec_${crypto.createHmac('sha256', payloadSecret()).update(LABEL).digest('hex')}`
}
