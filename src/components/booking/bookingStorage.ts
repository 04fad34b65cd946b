import {
  bookedConsultationSchema,
  bookingDraftSchema,
  emptyDraft,
  parseStored,
  type BookedConsultation,
  type BookingDraft,
} from '@/domain/booking/sessionData'

const DRAFT_KEY = 'careerbridge.booking.draft'
const NOTICE_KEY = 'careerbridge.booking.notice'
const BOOKED_KEY = 'careerbridge.booking.booked'

// Private browsing or a full quota makes sessionStorage throw: the booking then simply is not remembered.
function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // See read().
  }
}

/** The draft for this consultant; a draft for someone else is not this booking. */
export function loadDraft(consultantId: number): BookingDraft {
  const draft = parseStored(read(DRAFT_KEY), bookingDraftSchema)
  return draft?.consultantId === consultantId ? draft : emptyDraft(consultantId)
}

export function saveDraft(consultantId: number, change: Partial<Omit<BookingDraft, 'consultantId'>>): BookingDraft {
  const draft = { ...loadDraft(consultantId), ...change }
  write(DRAFT_KEY, JSON.stringify(draft))
  return draft
}

export function clearDraft(): void {
  write(DRAFT_KEY, null)
}

/** A message for the calendar to show once, e.g. why the consultee was sent back to it. */
export function leaveNotice(message: string): void {
  write(NOTICE_KEY, message)
}

export function peekNotice(): string | null {
  return read(NOTICE_KEY)
}

export function clearNotice(): void {
  write(NOTICE_KEY, null)
}

export function saveBooked(booked: BookedConsultation): void {
  write(BOOKED_KEY, JSON.stringify(booked))
}

export function loadBooked(consultationId: number): BookedConsultation | null {
  const booked = parseStored(read(BOOKED_KEY), bookedConsultationSchema)
  return booked?.consultationId === consultationId ? booked : null
}
