import { toEuro } from '../money'
import { SESSION_MINUTES, type SessionType } from '../scheduling/sessionTypes'
import type { EarningType } from './earningTypes'

/** A stored earning, reduced to what the wallet shows. */
export type StoredEarning = {
  id: number
  type: EarningType
  counterpartName?: string | null
  sessionType?: SessionType | null
  netCents: number
  vatCents: number
  createdAt: string
  consultation?: number | { id: number } | null
  transferStatus?: string | null
}

/** Earning row of spec §3: money in euro, session length in minutes (null when the row is not a session). */
export type EarningRow = {
  id: number
  type: EarningType
  userName: string
  sessionLength: number | null
  createdAt: string
  netAmount: number
  VATAmount: number
  consultationId: number | null
  transferStatus: string | null
}

export function earningRow(stored: StoredEarning): EarningRow {
  const consultation = stored.consultation
  return {
    id: stored.id,
    type: stored.type,
    userName: stored.counterpartName ?? '',
    sessionLength: stored.sessionType ? SESSION_MINUTES[stored.sessionType] : null,
    createdAt: stored.createdAt,
    netAmount: toEuro(stored.netCents),
    VATAmount: toEuro(stored.vatCents),
    consultationId: consultation == null ? null : typeof consultation === 'number' ? consultation : consultation.id,
    transferStatus: stored.transferStatus ?? null,
  }
}
