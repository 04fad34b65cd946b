/** Kinds of rows in a wallet's earnings ledger (spec §3 Earning row). */
export const EARNING_TYPES = ['consultation', 'referral referrer', 'referral referred', 'others'] as const
export type EarningType = (typeof EARNING_TYPES)[number]

/** Where the money of an earning stands on its way to the consultant's connected account. */
export const TRANSFER_STATUSES = ['pending', 'transferred', 'failed', 'not_connected'] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]
