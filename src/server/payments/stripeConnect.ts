import type Stripe from 'stripe'

import {
  connectedAccountIdempotencyKey,
  type ConnectedAccount,
  type ConnectedAccountsProvider,
  type Payout,
} from './connect'
import { callStripe } from './stripeErrors'

function accountOf(account: Stripe.Account): ConnectedAccount {
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true,
  }
}

const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString()

function payoutOf(payout: Stripe.Payout): Payout {
  return {
    id: payout.id,
    amount: payout.amount / 100,
    currency: payout.currency,
    status: payout.status,
    arrivalDate: isoOfSeconds(payout.arrival_date),
    createdAt: isoOfSeconds(payout.created),
  }
}

/** Stripe Connect Express: accounts, onboarding and dashboard links, transfers, the account's payouts. */
export function stripeConnectedAccounts(stripe: Stripe): ConnectedAccountsProvider {
  return {
    async createConnectedAccount({ userId, email }) {
      const account = await callStripe(() =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            // Only transfers: consultants receive money from the platform, they do not charge cards themselves.
            capabilities: { transfers: { requested: true } },
            metadata: { userId: String(userId) },
          },
          { idempotencyKey: connectedAccountIdempotencyKey(userId) },
        ),
      )
      return accountOf(account)
    },

    async retrieveConnectedAccount(accountId) {
      return accountOf(await callStripe(() => stripe.accounts.retrieve(accountId)))
    },

    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      const link = await callStripe(() =>
        stripe.accountLinks.create({
          account: accountId,
          return_url: returnUrl,
          refresh_url: refreshUrl,
          type: 'account_onboarding',
        }),
      )
      return { url: link.url }
    },

    async createLoginLink(accountId) {
      const link = await callStripe(() => stripe.accounts.createLoginLink(accountId))
      return { url: link.url }
    },

    async createTransfer(input) {
      const transfer = await callStripe(() =>
        stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            destination: input.destinationAccountId,
            ...(input.consultationId ? { transfer_group: `consultation:${input.consultationId}` } : {}),
            metadata: { ...input.metadata, ...(input.consultationId ? { consultationId: input.consultationId } : {}) },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return { transferId: transfer.id }
    },

    async reverseTransfer({ transferId, amountCents, idempotencyKey, metadata }) {
      const reversal = await callStripe(() =>
        stripe.transfers.createReversal(transferId, { amount: amountCents, metadata }, { idempotencyKey }),
      )
      return { reversalId: reversal.id }
    },

    async listPayouts({ accountId, limit, startingAfter, endingBefore }) {
      const page = await callStripe(() =>
        stripe.payouts.list(
          {
            limit,
            ...(startingAfter ? { starting_after: startingAfter } : {}),
            ...(endingBefore ? { ending_before: endingBefore } : {}),
          },
          // The payouts of the connected account, not the platform's own.
          { stripeAccount: accountId },
        ),
      )
      return { data: page.data.map(payoutOf), has_more: page.has_more }
    },
  }
}
