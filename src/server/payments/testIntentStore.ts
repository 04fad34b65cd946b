import { createLocalReq, type Payload } from 'payload'
import { z } from 'zod'

import { inTransaction } from '../db/transaction'
import type { PaymentStatus } from './provider'
import type { TestPaymentIntent } from '@/payload-types'
import { lockTestIntent } from '@/server/queries/payments'

const INTENTS = 'test-payment-intents'

export type TestRefund = { id: string; idempotencyKey: string; amountCents: number }

/** A payment intent of the test provider, kept in the `test-payment-intents` collection. */
export type TestIntent = {
  intentId: string
  idempotencyKey: string
  clientSecretHash: string
  amountCents: number
  refundedCents: number
  currency: string
  status: PaymentStatus
  /** The intent's own metadata, as a Stripe PaymentIntent carries it. */
  metadata: Record<string, string>
  /** Refunds made so far, so that a retried refund with the same key refunds nothing more. */
  refunds: TestRefund[]
  lastError: string | null
  createdAt: string
}

export type IntentChange = Partial<Pick<TestIntent, 'status' | 'refundedCents' | 'refunds' | 'lastError'>>

// The record's json `metadata` column holds the intent's metadata and its refunds side by side.
const storedExtras = z.object({
  intentMetadata: z.record(z.string(), z.string()).catch({}),
  refunds: z.array(z.object({ id: z.string(), idempotencyKey: z.string(), amountCents: z.number() })).catch([]),
})

function fromRecord(doc: TestPaymentIntent): TestIntent {
  const extras = storedExtras.catch({ intentMetadata: {}, refunds: [] }).parse(doc.metadata)
  return {
    intentId: doc.intentId,
    idempotencyKey: doc.idempotencyKey,
    clientSecretHash: doc.clientSecretHash,
    amountCents: Number(doc.amountCents),
    refundedCents: Number(doc.refundedCents),
    currency: doc.currency,
    status: doc.status,
    metadata: extras.intentMetadata,
    refunds: extras.refunds,
    lastError: doc.lastError ?? null,
    createdAt: doc.createdAt,
  }
}

// The record's columns, with the intent's metadata and refunds folded into its json `metadata` column.
function toRecord<T extends Pick<TestIntent, 'metadata' | 'refunds'>>({ metadata, refunds, ...columns }: T) {
  return { ...columns, metadata: { intentMetadata: metadata, refunds } }
}

export async function findIntent(
  payload: Payload,
  field: 'intentId' | 'idempotencyKey',
  value: string,
): Promise<TestIntent | null> {
  const { docs } = await payload.find({
    collection: INTENTS,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ? fromRecord(docs[0]) : null
}

/**
 * Stores a new intent; a concurrent insert with the same idempotency key fails on its unique index. The
 * record is one row the provider builds itself (no arrays, relationships or hooks, nobody may write it
 * over the API), so it goes to the database adapter directly, without a transaction around its insert.
 */
export async function insertIntent(payload: Payload, intent: Omit<TestIntent, 'createdAt'>): Promise<TestIntent> {
  const doc = await payload.db.create({ collection: INTENTS, data: toRecord(intent) })
  return fromRecord(doc as unknown as TestPaymentIntent)
}

/**
 * Locks the intent's row, lets `decide` look at it and answer a change (null: none; throw: refuse),
 * and writes that change in the same transaction, so that concurrent calls see each other's result.
 * Answers the intent before and after, or null when there is no such intent.
 */
export async function changeIntent(
  payload: Payload,
  intentId: string,
  decide: (intent: TestIntent) => IntentChange | null,
): Promise<{ before: TestIntent; after: TestIntent } | null> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const row = await lockTestIntent(req, intentId)
    if (!row) return null
    const before = fromRecord(await payload.findByID({ collection: INTENTS, id: row.id, depth: 0, req }))
    const change = decide(before)
    if (!change) return { before, after: before }
    const doc = await payload.update({
      collection: INTENTS,
      id: row.id,
      data: toRecord({ metadata: before.metadata, refunds: before.refunds, ...change }),
      depth: 0,
      req,
    })
    return { before, after: fromRecord(doc) }
  })
}
