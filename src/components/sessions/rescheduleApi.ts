import { callApi, type ApiResult } from '../auth/api'
import type { FreeTimes } from '@/domain/reschedule'
import { addDays } from '@/domain/scheduling'

export type RescheduleAnswer = {
  consultationId: number
  status: string
  startsAt: string
  endsAt: string
  proposal: { startsAt: string; proposedBy: 'consultant' | 'consultee' } | null
  message: string
}

export type RescheduleCall = 'propose' | 'accept' | 'decline' | 'withdraw'

/** The react-query key of one week of a session's free times. */
export const moveTimesKey = (consultationId: number, monday: string, zone: string) =>
  ['move-times', consultationId, monday, zone] as const

/** The free times of the week from `monday` in the viewer's `zone`, fetched fresh each time. */
export async function fetchMoveTimes(consultationId: number, monday: string, zone: string): Promise<FreeTimes> {
  const query = new URLSearchParams({ startDay: monday, endDay: addDays(monday, 6), userTimezone: zone })
  const response = await fetch(`/api/consultations/reschedule/${consultationId}/slots?${query}`, {
    credentials: 'same-origin',
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(`move times answered ${response.status}`)
  return (await response.json()) as FreeTimes
}

/** POST /api/consultations/reschedule/{call}: a proposal (with its start), an answer or a withdrawal. */
export function postReschedule(
  call: RescheduleCall,
  consultationId: number,
  startsAt?: string,
): Promise<ApiResult<RescheduleAnswer>> {
  return callApi<RescheduleAnswer>(`/api/consultations/reschedule/${call}`, {
    consultationId,
    ...(startsAt ? { startsAt } : {}),
  })
}
