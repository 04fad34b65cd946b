import type { Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'
import type { NoticeRecipient } from '@/domain/sessions/notices'
import { FALLBACK_TIMEZONE, isIanaTimeZone } from '@/domain/time'
import type { Consultation, User } from '@/payload-types'

/** One side of a session as its emails need it: where to write, in which language and time zone. */
export type NoticeParty = {
  email: string
  firstName: string
  lastName: string
  locale: Locale
  timeZone: string
}

const idOf = (relation: number | User) => (typeof relation === 'object' ? relation.id : relation)
const firstZone = (...candidates: unknown[]) => candidates.find(isIanaTimeZone) ?? FALLBACK_TIMEZONE

function party(user: User, timeZone: string): NoticeParty {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
    timeZone,
  }
}

/**
 * Both sides of `consultation`. A consultant's zone is the one their availability is entered in (the
 * account's own default is only a fallback); a consultee's is the account's, else the one they booked in.
 */
export async function noticeParties(
  payload: Payload,
  consultation: Consultation,
): Promise<Record<NoticeRecipient, NoticeParty>> {
  const consultantId = idOf(consultation.consultant)
  const consulteeId = idOf(consultation.user)
  const [users, availability] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { id: { in: [consultantId, consulteeId] } },
      depth: 0,
      pagination: false,
      limit: 0,
    }),
    payload.find({
      collection: 'availabilities',
      where: { consultant: { equals: consultantId } },
      select: { timezone: true },
      depth: 0,
      limit: 1,
      pagination: false,
    }),
  ])
  const byId = new Map(users.docs.map((user) => [user.id, user]))
  const consultant = byId.get(consultantId)
  const consultee = byId.get(consulteeId)
  if (!consultant || !consultee) throw new Error(`consultation ${consultation.id} lost a participant`)
  return {
    consultant: party(consultant, firstZone(availability.docs[0]?.timezone, consultant.timezone)),
    consultee: party(consultee, firstZone(consultee.timezone, consultation.consulteeTimezone)),
  }
}
