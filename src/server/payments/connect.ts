/**
 * Connected accounts (Stripe Connect Express): where a consultant's share of a completed session is
 * transferred to and paid out from. Part of the PaymentProvider port.
 */

export type ConnectedAccount = {
  accountId: string
  /** The consultant finished the provider's onboarding form (Stripe's details_submitted). */
  detailsSubmitted: boolean
  payoutsEnabled: boolean
}

export type NewConnectedAccount = { userId: number; email: string }

export type AccountLinkInput = { accountId: string; returnUrl: string; refreshUrl: string }

export type TransferInput = {
  amountCents: number
  currency: 'eur'
  destinationAccountId: string
  idempotencyKey: string
  /** Groups the transfer with the consultation's charge at the provider and names it in the metadata. */
  consultationId: string | null
  metadata: Record<string, string>
}

export type Transfer = { transferId: string }

export type TransferReversalInput = {
  transferId: string
  /** At most what is left of the transfer after earlier reversals. */
  amountCents: number
  idempotencyKey: string
  metadata: Record<string, string>
}

export type TransferReversal = { reversalId: string }

export type PayoutListInput = {
  accountId: string
  limit: number
  startingAfter?: string
  endingBefore?: string
}

/** One payout from a connected account to its bank account; money in euro at the edge. */
export type Payout = {
  id: string
  amount: number
  currency: string
  status: string
  /** ISO instants. */
  arrivalDate: string
  createdAt: string
}

export type PayoutList = { data: Payout[]; has_more: boolean }

export interface ConnectedAccountsProvider {
  /** Idempotent per user: asking twice gives the same account. */
  createConnectedAccount(input: NewConnectedAccount): Promise<ConnectedAccount>
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount>
  /** A single-use address of the provider's onboarding form, which comes back to returnUrl or refreshUrl. */
  createAccountLink(input: AccountLinkInput): Promise<{ url: string }>
  /** A single-use address of the provider's dashboard for an onboarded account. */
  createLoginLink(accountId: string): Promise<{ url: string }>
  createTransfer(input: TransferInput): Promise<Transfer>
  /** Takes (part of) a transfer back from the connected account; idempotent per key. */
  reverseTransfer(input: TransferReversalInput): Promise<TransferReversal>
  /** Newest first, with the provider's cursors: ids of payouts on the current page. */
  listPayouts(input: PayoutListInput): Promise<PayoutList>
}

/** The one idempotency key of a consultant's connected account. */
export function connectedAccountIdempotencyKey(userId: number): string {
  return `payout-account:${userId}`
}
