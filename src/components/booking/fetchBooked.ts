import type { BookedConsultation } from '@/domain/booking/sessionData'
import { SESSION_TYPES, type SessionType } from '@/domain/scheduling'
import type { Consultation } from '@/payload-types'

export class BookedNotFound extends Error {}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' })
  if (response.status === 401 || response.status === 403 || response.status === 404) throw new BookedNotFound(path)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

type PublicName = { firstName?: string; lastName?: string; imageUrl?: string | null }

/**
 * A booking read back from the server when the browser session no longer holds it (a new tab): the
 * consultation through Payload's REST API (participants may read it), the consultant's public name.
 */
export async function fetchBooked(consultationId: number): Promise<BookedConsultation> {
  const consultation = await getJson<Consultation>(`/api/consultations/${consultationId}?depth=0`)
  const consultantId =
    typeof consultation.consultant === 'object' ? consultation.consultant.id : consultation.consultant
  const consultant = await getJson<PublicName>(`/api/consultants/${consultantId}`).catch(() => ({}) as PublicName)
  const totalCents = consultation.price?.totalCents
  const sessionType: SessionType = SESSION_TYPES.includes(consultation.sessionType) ? consultation.sessionType : 'TRIAL'
  return {
    consultationId,
    startsAt: consultation.startsAt,
    endsAt: consultation.endsAt,
    sessionType,
    services: (consultation.services ?? []).map((service) => service.title),
    total: typeof totalCents === 'number' ? totalCents / 100 : null,
    timezone: consultation.consulteeTimezone,
    status: consultation.status,
    consultant: {
      name: [consultant.firstName, consultant.lastName].filter(Boolean).join(' '),
      imageUrl: consultant.imageUrl ?? null,
    },
  }
}
