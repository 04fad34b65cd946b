import type { Payload } from 'payload'

import { storedConsultation } from './factories'
import type { Consultation, User } from '@/payload-types'
import type { ClockSweep } from '@/server/sessions/sessionClock'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms)

type Timed = {
  status: Consultation['status']
  startsAt: Date
  requestedAt?: Date
  confirmedAt?: Date
}

/** A free 60-minute session with a consultant of its own, stored as the booking service leaves it. */
export function sessionAt(
  payload: Payload,
  consultee: User,
  { status, startsAt, requestedAt, confirmedAt }: Timed,
): Promise<Consultation> {
  return storedConsultation(payload, {
    consultee,
    status,
    startsAt,
    minutes: 60,
    fields: {
      payment: { provider: 'free' },
      requestedAt: (requestedAt ?? later(startsAt, -72 * HOUR)).toISOString(),
      confirmedAt: (confirmedAt ?? later(startsAt, -48 * HOUR)).toISOString(),
    },
  })
}

export async function statusOf(payload: Payload, id: number): Promise<Consultation['status']> {
  return (await payload.findByID({ collection: 'consultations', id, depth: 0 })).status
}

/** The statuses the given sweeps moved consultation `id` to (the database holds other tests' sessions too). */
export function movesOf(sweeps: ClockSweep[], id: number): string[] {
  return sweeps.flatMap((sweep) => sweep.moved.filter((move) => move.consultationId === id).map((move) => move.status))
}
