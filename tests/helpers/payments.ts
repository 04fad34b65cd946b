import type { Payload } from 'payload'

import { storedConsultation } from './factories'
import { rest } from './http'
import type { Consultation, User } from '@/payload-types'
import { setPaymentEventDeliverer } from '@/server/payments'
import type { PaymentStatus } from '@/server/payments/provider'
import { testEventBody, type TestEventType } from '@/server/payments/testIntentEvents'
import type { TestIntent } from '@/server/payments/testIntentStore'
import { testWebhookSecret } from '@/server/payments/testWebhookSecret'
import { signWebhookBody } from '@/server/payments/webhookSignature'

export const WEBHOOK = '/api/payments/webhook'

/** Sends a signed event to the webhook route in-process, as the test provider does over HTTP in production. */
export function postWebhook(rawBody: string, signature: string | null) {
  return rest('POST', WEBHOOK, { body: rawBody, headers: signature === null ? {} : { 'stripe-signature': signature } })
}

/** Makes the test provider deliver its events through postWebhook; anything but a 200 fails the delivery. */
export function deliverEventsInProcess(): void {
  setPaymentEventDeliverer(async (rawBody, signature) => {
    const answer = await postWebhook(rawBody, signature)
    if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}: ${answer.text}`)
  })
}

type ConsultationInput = {
  consultee: User
  intentId: string | null
  status?: Consultation['status']
  paymentStatus?: PaymentStatus | null
}

/** A 30-minute booking with a consultant of its own (so that slots never collide), as the booking service stores it. */
export function bookedConsultation(
  payload: Payload,
  { consultee, intentId, status = 'HELD', paymentStatus = 'requires_payment_method' }: ConsultationInput,
): Promise<Consultation> {
  return storedConsultation(payload, {
    consultee,
    status,
    startsAt: '2027-03-01T09:00:00.000Z',
    fields: { payment: { provider: 'test', paymentIntentId: intentId, status: paymentStatus } },
  })
}

/** A Stripe-like event about a test intent, signed with the test provider's secret. */
export function signedEvent(
  type: TestEventType,
  intent: Partial<TestIntent> & Pick<TestIntent, 'intentId' | 'status'>,
): { body: string; signature: string; eventId: string } {
  const body = testEventBody(
    type,
    {
      idempotencyKey: 'unused',
      clientSecretHash: 'unused',
      amountCents: 5950,
      refundedCents: 0,
      currency: 'eur',
      metadata: {},
      refunds: [],
      lastError: null,
      createdAt: new Date().toISOString(),
      ...intent,
    },
    new Date(),
  )
  const signature = signWebhookBody(body, testWebhookSecret(), Math.floor(Date.now() / 1000))
  return { body, signature, eventId: (JSON.parse(body) as { id: string }).id }
}
