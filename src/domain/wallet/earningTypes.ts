/** Kinds of rows in a wallet's earnings ledger (spec §3 Earning row). */
export const EARNING_TYPES = ['consultation', 'referral referrer', 'referral referred', 'others', 'refund'] as const
export type EarningType = (typeof EARNING_TYPES)[number]

/**
 * Where the money of an earning stands on its way to the consultant's connected account. An earning refunded
 * in full before its transfer is `cancelled`. A refund's adjustment row is `deducted` from an earning not yet
 * transferred, or taken back from the account (`reversal_pending`, then `reversed`, or `failed`).
 */
export const TRANSFER_STATUSES = [
  'pending',
  'transferred',
  'failed',
  'not_connected',
  'cancelled',
  'deducted',
  'reversal_pending',
  'reversed',
] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]
