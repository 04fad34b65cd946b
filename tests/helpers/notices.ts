import ICAL from 'ical.js'
import type { Payload } from 'payload'

import { readMails, type SunkMail } from './mailSink'
import type { User } from '@/payload-types'
import { getTestPaymentProvider } from '@/server/payments'

/** Every mail the SMTP sink received for `user`, oldest first. */
export const mailsTo = (user: User): SunkMail[] => readMails(process.env.MAIL_SINK_DIR!, user.email)

/** The session-notice jobs still queued for one consultation. */
export async function queuedNoticeJobs(payload: Payload, consultationId: number) {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sessionNotice' } }, { completedAt: { exists: false } }] },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return jobs.docs.filter((job) => (job.input as { consultationId?: number })?.consultationId === consultationId)
}

/** Runs, as the worker would, the notice jobs queued for one consultation; answers which notices they were. */
export async function runNoticeJobs(payload: Payload, consultationId: number): Promise<string[]> {
  await getTestPaymentProvider(payload)?.whenDelivered()
  const jobs = await queuedNoticeJobs(payload, consultationId)
  for (const job of jobs) await payload.jobs.runByID({ id: job.id })
  return jobs.map((job) => (job.input as { notice: string }).notice)
}

/** The emailed invitation of a mail, parsed by a real iCalendar parser. */
export function invitationOf(mail: SunkMail) {
  const file = mail.attachments?.find((attachment) => attachment.contentType.startsWith('application/ics'))
  if (!file) throw new Error(`"${mail.subject}" has no .ics attachment`)
  const calendar = new ICAL.Component(ICAL.parse(file.content))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('the .ics holds no event')
  const event = new ICAL.Event(vevent)
  const person = (name: string) => vevent.getFirstProperty(name)
  return {
    method: calendar.getFirstPropertyValue('method'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    summary: event.summary,
    uid: event.uid,
    sequence: event.sequence,
    url: vevent.getFirstPropertyValue('url'),
    location: event.location,
    organizer: { value: person('organizer')?.getFirstValue(), cn: person('organizer')?.getParameter('cn') },
    attendees: vevent.getAllProperties('attendee').map((p) => ({ value: p.getFirstValue(), cn: p.getParameter('cn') })),
  }
}
