import type { SendEmailOptions } from 'payload'

import { mailFrom, serverUrl } from '../env'
import { meetingUrlFor } from './meetingUrl'
import type { NoticeParty } from './noticeParties'
import type { InvoiceFile } from '@/server/invoices/invoiceFiles'
import { buildIcs } from '@/domain/booking/ics'
import { sessionCalendarUid } from '@/domain/booking/sessionCalendarUid'
import { calendarSummary, displayName, noticeContent, type NoticeFacts } from '@/domain/sessions/noticeContent'
import { formatTimeSpan } from '@/domain/time/timeSpan'
import type { NoticeRecipient, SessionNotice } from '@/domain/sessions/notices'
import { rescheduleAnswerPath, sessionAnchor, sessionsPath } from '@/domain/sessions/sessionTabs'
import type { Consultation } from '@/payload-types'
import { linkedHtml } from '@/server/email/html'

/** The proposal a reschedule notice is about, as sendSessionNotice reads it from the session. */
export type RescheduleRound = {
  proposedBy: NoticeRecipient
  outcome: 'open' | 'accepted' | 'declined' | 'withdrawn'
  proposedStart: Date
  previousStart?: Date
}

export type NoticeMailInput = {
  notice: SessionNotice
  recipient: NoticeRecipient
  consultation: Consultation
  parties: Record<NoticeRecipient, NoticeParty>
  review?: { rating: number; headline: string }
  /** The invoice to attach (the consultee's confirmation of a paid session). */
  invoice?: InvoiceFile & { number: string }
  reschedule?: RescheduleRound
  now: Date
}

// The proposed (and for a move the previous) time, on the recipient's clock; the length stays the session's.
function rescheduleTimes(round: RescheduleRound, lengthMs: number, to: NoticeParty) {
  const when = (start: Date) => formatTimeSpan(start, new Date(start.getTime() + lengthMs), to.timeZone, to.locale)
  return {
    proposedWhen: when(round.proposedStart),
    ...(round.previousStart ? { previousWhen: when(round.previousStart) } : {}),
  }
}

/** One session email to one side, in their language and time zone; a confirmation carries the invitation. */
export function noticeMail({
  notice,
  recipient,
  consultation,
  parties,
  review,
  invoice,
  reschedule,
  now,
}: NoticeMailInput): SendEmailOptions {
  const to = parties[recipient]
  const other = parties[recipient === 'consultant' ? 'consultee' : 'consultant']
  const start = new Date(consultation.startsAt)
  const end = new Date(consultation.endsAt)
  const otherName = displayName(other.firstName, other.lastName, to.locale)
  const meetingUrl = meetingUrlFor(consultation.id)
  const facts: NoticeFacts = {
    recipient,
    status: consultation.status,
    recipientName: to.firstName,
    otherName,
    when: formatTimeSpan(start, end, to.timeZone, to.locale),
    meetingUrl,
    dashboardUrl: `${serverUrl()}/${recipient}/dashboard`,
    answerUrl: `${serverUrl()}${rescheduleAnswerPath(recipient, consultation.id)}`,
    sessionUrl: `${serverUrl()}${sessionsPath(recipient)}#${sessionAnchor(consultation.id)}`,
    paid: Boolean(consultation.payment?.paymentIntentId),
    issue: { type: consultation.issue?.type ?? null, description: consultation.issue?.description ?? null },
    review,
    ...(invoice ? { invoiceNumber: invoice.number } : {}),
    ...(reschedule ? rescheduleTimes(reschedule, end.getTime() - start.getTime(), to) : {}),
  }
  const { subject, paragraphs } = noticeContent(notice, to.locale, facts)
  const message: SendEmailOptions = {
    to: to.email,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${linkedHtml(line)}</p>`).join(''),
  }
  // The invitation goes with a confirmation and with each move of a confirmed session (a higher SEQUENCE).
  const invites =
    notice === 'confirmed' || (notice === 'reschedule-accepted' && consultation.status === 'UPCOMING_CONFIRMED')
  if (!invites) return message
  const organizer = mailFrom()
  const ics = buildIcs({
    method: 'REQUEST',
    uid: sessionCalendarUid(consultation.id, new URL(serverUrl()).host),
    start,
    end,
    summary: calendarSummary(otherName, to.locale),
    description: [meetingUrl, ...(consultation.services ?? []).map((service) => service.title)].join('\n'),
    url: meetingUrl,
    location: meetingUrl,
    organizer: { name: organizer.name, email: organizer.address },
    attendees: [{ name: displayName(to.firstName, to.lastName, to.locale), email: to.email }],
    stamp: now,
    sequence: consultation.calendarSequence ?? 0,
  })
  return {
    ...message,
    icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: ics },
    ...(invoice
      ? {
          attachments: [
            { filename: invoice.filename, content: Buffer.from(invoice.bytes), contentType: invoice.contentType },
          ],
        }
      : {}),
  }
}
