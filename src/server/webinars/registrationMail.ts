import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'

import { serverUrl } from '../env'
import { serverTranslator } from '../i18n'
import { buildIcs } from '@/domain/booking/ics'
import type { Locale } from '@/domain/locale'
import { displayName } from '@/domain/sessions/noticeContent'
import { FALLBACK_TIMEZONE, formatTimeSpan, isIanaTimeZone } from '@/domain/time'
import { endOf, webinarCalendarUid } from '@/domain/webinars'
import type { User, Webinar } from '@/payload-types'
import { linkedHtml } from '@/server/email/html'
import { sendNowOrQueue } from '@/server/email/sendNowOrQueue'

/**
 * The confirmation of a webinar registration: when (on the user's clock), the link to join, and the date
 * as a calendar file to import, in the language they registered in.
 */
export function webinarRegistrationMail(user: User, webinar: Webinar, locale: Locale, now: Date): SendEmailOptions {
  const t = serverTranslator(locale, 'email')
  const start = new Date(webinar.startsAt)
  const end = endOf(webinar)
  const timeZone = isIanaTimeZone(user.timezone) ? user.timezone : FALLBACK_TIMEZONE
  const lines = [
    t('greeting', { name: user.firstName?.trim() || displayName(null, null, locale) }),
    t('webinarRegistered.intro', { title: webinar.title, when: formatTimeSpan(start, end, timeZone, locale) }),
    t('webinarRegistered.join', { link: webinar.joinUrl }),
    t('webinarRegistered.calendar'),
    t('webinarRegistered.cancel', { link: `${serverUrl()}/webinars` }),
  ]
  const ics = buildIcs({
    uid: webinarCalendarUid(webinar.id, new URL(serverUrl()).host),
    start,
    end,
    summary: webinar.title,
    description: webinar.joinUrl,
    url: webinar.joinUrl,
    location: webinar.joinUrl,
    stamp: now,
  })
  return {
    to: user.email,
    subject: t('webinarRegistered.subject', { title: webinar.title }),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${linkedHtml(line)}</p>`).join(''),
    icalEvent: { method: 'PUBLISH', filename: 'webinar.ics', content: ics },
  }
}

/**
 * Sends the confirmation of a registration, unless it was cancelled or the account deleted meanwhile.
 * Answers whether a mail went out.
 */
export async function sendWebinarRegistrationMail(
  payload: Payload,
  registrationId: number,
  locale: Locale,
  now = new Date(),
): Promise<boolean> {
  const registration = await payload.findByID({
    collection: 'webinar-registrations',
    id: registrationId,
    depth: 0,
    disableErrors: true,
  })
  if (!registration) return false
  const idOf = (relation: number | { id: number }) => (typeof relation === 'number' ? relation : relation.id)
  const [user, webinar] = await Promise.all([
    payload.findByID({ collection: 'users', id: idOf(registration.user), depth: 0, disableErrors: true }),
    payload.findByID({ collection: 'webinars', id: idOf(registration.webinar), depth: 0, locale, disableErrors: true }),
  ])
  if (!user || user.deletedAt || !webinar) return false
  await payload.sendEmail(webinarRegistrationMail(user, webinar, locale, now))
  return true
}

/** Mails the confirmation now, else by a queued job: the registration stands either way. */
export const mailWebinarRegistration = (req: PayloadRequest, registrationId: number, locale: Locale): Promise<void> =>
  sendNowOrQueue(
    req,
    `webinar registration ${registrationId}`,
    () => sendWebinarRegistrationMail(req.payload, registrationId, locale),
    { task: 'webinarRegistrationMail', input: { registrationId, locale } },
  )
