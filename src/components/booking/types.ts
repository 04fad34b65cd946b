import type { SessionType } from '@/domain/scheduling'

/** One service the consultee may pick; `key` is what POST /api/consultations/create takes as its id. */
export type BookableServiceOption = { key: string; title: string }

/** The consultant as the booking pages show them; prices in cents, null when not offered. */
export type BookingConsultant = {
  userId: number
  /** The id in the page's URL (consultantShortId or user id), kept for links back. */
  ref: string
  name: string
  imageUrl: string | null
  pricing: Record<SessionType, number | null>
  services: BookableServiceOption[]
}

/** Who is looking at the calendar. */
export type BookingViewer = { signedIn: boolean; role: string | null; timezone: string | null }
