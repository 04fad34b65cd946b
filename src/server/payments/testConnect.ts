import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { ConnectedAccountsProvider, Payout, TransferInput, TransferReversalInput } from './connect'
import { PaymentConflictError, PaymentRequestRejectedError } from './errors'
import { toEuro } from '@/domain/money'
import type { TestTransfer } from '@/payload-types'

const TRANSFERS = 'test-transfers'

export type TestConnectOptions = {
  payload: Payload
  /** Our own site's origin: the test provider's onboarding form and dashboard are our own pages. */
  origin: () => string
}

const randomId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`

async function findByKey(payload: Payload, idempotencyKey: string): Promise<TestTransfer | null> {
  const { docs } = await payload.find({
    collection: TRANSFERS,
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/** Inserts once per idempotency key; a concurrent insert with the same key answers the stored record. */
async function insertOnce(
  payload: Payload,
  data: Omit<TestTransfer, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<TestTransfer> {
  const existing = await findByKey(payload, data.idempotencyKey)
  if (existing) return existing
  return payload.create({ collection: TRANSFERS, data }).catch(async (error: unknown) => {
    const raced = await findByKey(payload, data.idempotencyKey)
    if (!raced) throw error
    return raced
  })
}

function sameTransfer(stored: TestTransfer, input: TransferInput): boolean {
  return (
    stored.amountCents === input.amountCents &&
    stored.currency === input.currency &&
    stored.accountId === input.destinationAccountId
  )
}

/** Takes part of a stored transfer back, as Stripe's transfer reversals do: never more than is left of it. */
async function reverseOnce(payload: Payload, input: TransferReversalInput): Promise<TestTransfer> {
  const { docs } = await payload.find({
    collection: TRANSFERS,
    where: { and: [{ transferId: { equals: input.transferId } }, { kind: { equals: 'transfer' } }] },
    limit: 1,
    depth: 0,
  })
  const transfer = docs[0]
  if (!transfer) {
    throw new PaymentRequestRejectedError(`No such transfer: ${input.transferId}`, { providerCode: 'resource_missing' })
  }
  const repeated = await findByKey(payload, input.idempotencyKey)
  if (repeated) return repeated
  const { docs: reversals } = await payload.find({
    collection: TRANSFERS,
    where: { and: [{ kind: { equals: 'reversal' } }, { accountId: { equals: transfer.accountId } }] },
    pagination: false,
    depth: 0,
  })
  const earlier = reversals.filter(
    (each) => (each.metadata as { transferId?: string } | null)?.transferId === transfer.transferId,
  )
  const left = transfer.amountCents - earlier.reduce((sum, each) => sum + each.amountCents, 0)
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > left) {
    throw new PaymentRequestRejectedError(`Cannot reverse ${input.amountCents} cents: ${left} are left`)
  }
  return insertOnce(payload, {
    transferId: randomId('trr'),
    kind: 'reversal',
    accountId: transfer.accountId,
    idempotencyKey: input.idempotencyKey,
    amountCents: input.amountCents,
    currency: transfer.currency,
    status: 'paid',
    metadata: { ...input.metadata, transferId: input.transferId },
  })
}

function payoutOf(doc: TestTransfer): Payout {
  return {
    id: doc.transferId,
    amount: toEuro(doc.amountCents),
    currency: doc.currency,
    status: doc.status,
    arrivalDate: doc.createdAt,
    createdAt: doc.createdAt,
  }
}

/** Payouts newer (`newer`) or older than `cursor`, in the list's order (createdAt, then id, both descending). */
function beyond(cursor: TestTransfer, newer: boolean): Where {
  const op = newer ? 'greater_than' : 'less_than'
  return {
    or: [
      { createdAt: { [op]: cursor.createdAt } },
      { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { [op]: cursor.id } }] },
    ],
  }
}

/**
 * Connected accounts of the test provider. Its onboarding form is already filled in: an account link
 * leads straight to the return page, and every test account has its details submitted and payouts
 * enabled. A transfer is paid out at once, so it also records a payout that the payout history lists.
 */
export function testConnectedAccounts({ payload, origin }: TestConnectOptions): ConnectedAccountsProvider {
  return {
    async createConnectedAccount({ userId }) {
      // One account per user, as Stripe gives with our idempotency key.
      return { accountId: `acct_test_${userId}`, detailsSubmitted: false, payoutsEnabled: false }
    },

    async retrieveConnectedAccount(accountId) {
      if (!accountId.startsWith('acct_test_')) {
        throw new PaymentRequestRejectedError(`No such account: ${accountId}`, { providerCode: 'resource_missing' })
      }
      return { accountId, detailsSubmitted: true, payoutsEnabled: true }
    },

    async createAccountLink({ returnUrl }) {
      return { url: returnUrl }
    },

    async createLoginLink() {
      return { url: `${origin()}/consultant/dashboard/my-wallet` }
    },

    async createTransfer(input) {
      const transfer = await insertOnce(payload, {
        transferId: randomId('tr'),
        kind: 'transfer',
        accountId: input.destinationAccountId,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'paid',
        metadata: { ...input.metadata, ...(input.consultationId ? { consultationId: input.consultationId } : {}) },
      })
      if (!sameTransfer(transfer, input)) {
        throw new PaymentConflictError(`${input.idempotencyKey} was used for a different transfer`, {
          providerCode: 'idempotency_key_in_use',
        })
      }
      await insertOnce(payload, {
        transferId: randomId('po'),
        kind: 'payout',
        accountId: input.destinationAccountId,
        idempotencyKey: `payout:${input.idempotencyKey}`,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'paid',
        metadata: { transferId: transfer.transferId },
      })
      return { transferId: transfer.transferId }
    },

    async reverseTransfer(input) {
      const reversal = await reverseOnce(payload, input)
      if (reversal.amountCents !== input.amountCents || reversal.kind !== 'reversal') {
        throw new PaymentConflictError(`${input.idempotencyKey} was used for a different reversal`, {
          providerCode: 'idempotency_key_in_use',
        })
      }
      return { reversalId: reversal.transferId }
    },

    async listPayouts({ accountId, limit, startingAfter, endingBefore }) {
      const where: Where[] = [{ kind: { equals: 'payout' } }, { accountId: { equals: accountId } }]
      const cursorId = startingAfter ?? endingBefore
      if (cursorId) {
        const { docs } = await payload.find({
          collection: TRANSFERS,
          where: { and: [...where, { transferId: { equals: cursorId } }] },
          limit: 1,
          depth: 0,
        })
        if (!docs[0]) {
          throw new PaymentRequestRejectedError(`No such payout: ${cursorId}`, { providerCode: 'resource_missing' })
        }
        where.push(beyond(docs[0], Boolean(endingBefore)))
      }
      // Ending before a payout: the newer ones right next to it, read upwards and then put back in list order.
      const upwards = Boolean(endingBefore)
      const { docs } = await payload.find({
        collection: TRANSFERS,
        where: { and: where },
        sort: upwards ? ['createdAt', 'id'] : ['-createdAt', '-id'],
        limit: limit + 1,
        pagination: false,
        depth: 0,
      })
      const page = docs.slice(0, limit)
      return { data: (upwards ? page.reverse() : page).map(payoutOf), has_more: docs.length > limit }
    },
  }
}
