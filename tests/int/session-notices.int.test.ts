import { formatInTimeZone } from 'date-fns-tz'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { invitationOf, mailsTo, queuedNoticeJobs, runNoticeJobs } from '../helpers/notices'
import { testPayload } from '../helpers/payload'
import { bookedConsultation } from '../helpers/payments'
import { act, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'
import { meetingUrlFor } from '@/server/sessions/meetingUrl'
import { sendSessionNotice } from '@/server/sessions/sessionNotices'

let payload: Payload
let consultee: User
let token: string

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, {
    role: 'USER',
    firstName: 'Jonas',
    lastName: 'Baker',
    locale: 'en',
    timezone: 'America/New_York',
  })
  token = await tokenFor(payload, consultee)
})

afterEach(() => vi.restoreAllMocks())

/** A German consultant whose availability is kept in Berlin time (the account itself keeps London). */
async function germanConsultant() {
  const consultant = await bookableConsultant(payload, { timezone: 'Europe/Berlin' })
  await payload.update({ collection: 'users', id: consultant.id, data: { locale: 'de', lastName: 'Schmidt' } })
  return { consultant, consultantToken: await tokenFor(payload, consultant) }
}

async function requested() {
  const { consultant, consultantToken } = await germanConsultant()
  const id = await requestSession(payload, { consultant, token })
  await runNoticeJobs(payload, id)
  return { consultant, consultantToken, id }
}

async function confirmed() {
  const booking = await requested()
  const answer = await act('consultant/confirm', booking.consultantToken, {
    consultationId: booking.id,
    consultantId: booking.consultant.id,
  })
  expect(answer.status).toBe(200)
  return booking
}

const startOf = async (id: number) => {
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
  return { start: new Date(consultation.startsAt), end: new Date(consultation.endsAt) }
}
const inZone = (instant: Date, zone: string) => formatInTimeZone(instant, zone, 'HH:mm')

describe('a new request', () => {
  it('tells the consultant in German, with the time on their Berlin clock, and nobody else', async () => {
    const { consultant } = await germanConsultant()
    const before = mailsTo(consultee).length
    const id = await requestSession(payload, { consultant, token })
    expect(await runNoticeJobs(payload, id)).toEqual(['requested'])
    const [mail, ...more] = mailsTo(consultant)
    expect(more).toHaveLength(0)
    const { start, end } = await startOf(id)
    expect(mail!.subject).toBe('Neue Sitzungsanfrage von Jonas Baker')
    expect(mail!.text).toContain(
      `${inZone(start, 'Europe/Berlin')}–${inZone(end, 'Europe/Berlin')} Uhr (Europe/Berlin)`,
    )
    expect(mail!.text).toMatch(/Hallo Mia,[\s\S]*am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), /)
    expect(mail!.text).toContain('/consultant/dashboard')
    expect(mailsTo(consultee)).toHaveLength(before)
  })
})

describe('a confirmation', () => {
  it('reaches both sides in their language and zone, each with an invitation to the session room', async () => {
    const before = mailsTo(consultee).length
    const { consultant, id } = await confirmed()
    expect(await runNoticeJobs(payload, id)).toEqual(['confirmed'])
    const { start, end } = await startOf(id)
    const room = meetingUrlFor(id)
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\/careerbridge-[0-9a-f]{32}$/)

    const toConsultee = mailsTo(consultee).slice(before)
    expect(toConsultee.map((mail) => mail.subject)).toEqual(['Your session with Mia Schmidt is confirmed'])
    expect(toConsultee[0]!.text).toContain(
      `${inZone(start, 'America/New_York')}–${inZone(end, 'America/New_York')} (America/New_York)`,
    )
    expect(toConsultee[0]!.text).toContain(room)

    const toConsultant = mailsTo(consultant).slice(1)
    expect(toConsultant.map((mail) => mail.subject)).toEqual(['Sitzung mit Jonas Baker bestätigt'])
    expect(toConsultant[0]!.text).toContain(`${inZone(start, 'Europe/Berlin')}–`)
    expect(toConsultant[0]!.text).toContain(room)

    for (const [mail, person, summary] of [
      [toConsultee[0]!, consultee, 'CareerBridge session with Mia Schmidt'],
      [toConsultant[0]!, consultant, 'CareerBridge-Sitzung mit Jonas Baker'],
    ] as const) {
      const invitation = invitationOf(mail)
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        start: start.toISOString(),
        end: end.toISOString(),
        startIsUtc: true,
        summary,
        url: room,
        location: room,
        organizer: { value: 'mailto:no-reply@careerbridge.dev', cn: 'CareerBridge' },
      })
      expect(invitation.uid).toBe(`consultation-${id}@localhost:3000`)
      expect(invitation.attendees).toEqual([{ value: `mailto:${person.email}`, cn: expect.any(String) }])
    }
  })

  it('is sent once per side when its job runs twice, one after the other or at the same time', async () => {
    const before = mailsTo(consultee).length
    const { consultant, id } = await confirmed()
    await payload.jobs.queue({ task: 'sessionNotice', input: { consultationId: id, notice: 'confirmed' } })
    expect(await runNoticeJobs(payload, id)).toEqual(['confirmed', 'confirmed'])
    const concurrent = await Promise.all([
      sendSessionNotice(payload, id, 'confirmed'),
      sendSessionNotice(payload, id, 'confirmed'),
    ])
    expect(concurrent).toEqual([0, 0])
    expect(
      mailsTo(consultee)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['Your session with Mia Schmidt is confirmed'])
    expect(mailsTo(consultant).filter((mail) => mail.subject.includes('bestätigt'))).toHaveLength(1)
  })

  it('goes out once when two workers send it at the same moment', async () => {
    const before = mailsTo(consultee).length
    const { consultant, id } = await confirmed()
    const sent = await Promise.all([
      sendSessionNotice(payload, id, 'confirmed'),
      sendSessionNotice(payload, id, 'confirmed'),
      sendSessionNotice(payload, id, 'confirmed'),
    ])
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2)
    expect(await runNoticeJobs(payload, id)).toEqual(['confirmed'])
    expect(mailsTo(consultee).slice(before)).toHaveLength(1)
    expect(mailsTo(consultant).filter((mail) => mail.subject.includes('bestätigt'))).toHaveLength(1)
  })

  it('is sent again by the retry when sending failed', async () => {
    const { consultant, id } = await confirmed()
    const send = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    await expect(sendSessionNotice(payload, id, 'confirmed')).rejects.toThrow('SMTP down')
    const keys = await payload.find({ collection: 'sent-notices', where: { consultation: { equals: id } } })
    expect(keys.docs.map((row) => row.key)).toEqual([`requested:${id}:consultant`])
    send.mockRestore()
    expect(await sendSessionNotice(payload, id, 'confirmed')).toBe(2)
    expect(mailsTo(consultant).filter((mail) => mail.subject.includes('bestätigt'))).toHaveLength(1)
  })
})

describe('the end of a request or session', () => {
  it('a decline tells the consultee, in English, that the consultant declined', async () => {
    const before = mailsTo(consultee).length
    const { consultant, consultantToken, id } = await requested()
    const answer = await act('consultant/cancel', consultantToken, { consultationId: id, consultantId: consultant.id })
    expect(answer.status).toBe(200)
    expect(await runNoticeJobs(payload, id)).toEqual(['declined'])
    const [mail, ...more] = mailsTo(consultee).slice(before)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Mia Schmidt declined your session request')
    expect(mail!.text).toContain('You are not charged')
    expect(mailsTo(consultant)).toHaveLength(1)
  })

  it('a timeout tells the consultee that the request expired unanswered', async () => {
    const before = mailsTo(consultee).length
    const { consultant, id } = await requested()
    await payload.update({ collection: 'consultations', id, data: { status: 'PAST_REQUEST_TIMEOUT' } })
    expect(await runNoticeJobs(payload, id)).toEqual(['declined'])
    const [mail, ...more] = mailsTo(consultee).slice(before)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Your session request has expired')
    expect(mail!.text).toContain('did not answer your request')
    expect(mailsTo(consultant)).toHaveLength(1)
  })

  it('the consultee cancelling a confirmed session tells the consultant, in German', async () => {
    const before = mailsTo(consultee).length
    const { consultant, id } = await confirmed()
    await runNoticeJobs(payload, id)
    const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
    expect(answer.status).toBe(200)
    expect(await runNoticeJobs(payload, id)).toEqual(['cancelled'])
    expect(mailsTo(consultant).at(-1)!.subject).toBe('Jonas Baker hat eine Sitzung abgesagt')
    expect(
      mailsTo(consultee)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['Your session with Mia Schmidt is confirmed'])
  })

  it('the consultee withdrawing a request tells the consultant', async () => {
    const { consultant, id } = await requested()
    const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
    expect(answer.status).toBe(200)
    expect(await runNoticeJobs(payload, id)).toEqual(['cancelled'])
    expect(mailsTo(consultant).map((mail) => mail.subject)).toEqual([
      'Neue Sitzungsanfrage von Jonas Baker',
      'Jonas Baker hat eine Sitzungsanfrage zurückgezogen',
    ])
  })

  it('the consultant cancelling a confirmed session tells the consultee about the refund', async () => {
    const before = mailsTo(consultee).length
    const { consultant, consultantToken, id } = await confirmed()
    await runNoticeJobs(payload, id)
    const answer = await act('consultant/cancel', consultantToken, { consultationId: id, consultantId: consultant.id })
    expect(answer.status).toBe(200)
    expect(await runNoticeJobs(payload, id)).toEqual(['cancelled'])
    const last = mailsTo(consultee).slice(before).at(-1)!
    expect(last.subject).toBe('Mia Schmidt cancelled your session')
    expect(last.text).toContain('full refund')
    expect(mailsTo(consultant)).toHaveLength(2)
  })

  it('an unpaid hold that is cancelled sends nothing to anyone', async () => {
    const before = mailsTo(consultee).length
    const { consultant } = await germanConsultant()
    const id = await requestSession(payload, { consultant, token, pay: false })
    const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
    expect(answer.status).toBe(200)
    expect(await queuedNoticeJobs(payload, id)).toHaveLength(0)
    expect(await sendSessionNotice(payload, id, 'cancelled')).toBe(0)
    expect(mailsTo(consultant)).toHaveLength(0)
    expect(mailsTo(consultee)).toHaveLength(before)
  })
})

describe('after the session, and reminders', () => {
  it('a reported issue tells the consultant what was reported, in their account zone when no availability is kept', async () => {
    const session = await bookedConsultation(payload, {
      consultee,
      intentId: null,
      paymentStatus: null,
      status: 'PAST_CONSULTATION_TIME_PASSED',
    })
    await payload.update({
      collection: 'consultations',
      id: session.id,
      data: { status: 'PAST_ISSUE_REPORTED', issue: { type: 'TECHNICAL_PROBLEM', description: 'No sound at all' } },
    })
    expect(await runNoticeJobs(payload, session.id)).toEqual(['issue-reported'])
    const consultant = session.consultant as User
    const [mail, ...more] = mailsTo(consultant)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('A problem was reported about your session with Jonas Baker')
    expect(mail!.text).toContain('Monday, 1 March 2027, 09:00–09:30 (Europe/London): a technical problem.')
    expect(mail!.text).toContain('“No sound at all”')
  })

  it('a review tells the consultant its rating and headline, once', async () => {
    const session = await bookedConsultation(payload, {
      consultee,
      intentId: null,
      paymentStatus: null,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
    })
    const consultant = session.consultant as User
    expect(await sendSessionNotice(payload, session.id, 'review-received')).toBe(0)
    await payload.create({
      collection: 'reviews',
      data: {
        consultation: session.id,
        consultant: consultant.id,
        user: consultee.id,
        rating: 4,
        headline: 'Clear advice',
      },
    })
    for (const _ of [1, 2]) {
      await payload.jobs.queue({
        task: 'sessionNotice',
        input: { consultationId: session.id, notice: 'review-received' },
      })
    }
    await runNoticeJobs(payload, session.id)
    expect(mailsTo(consultant).map((mail) => mail.subject)).toEqual(['Jonas Baker reviewed your session'])
    expect(mailsTo(consultant)[0]!.text).toContain('4 of 5 stars: “Clear advice”')
  })

  it('reminders reach both sides with the room link, and a cancelled session gets none', async () => {
    const before = mailsTo(consultee).length
    const { consultant, id } = await confirmed()
    await runNoticeJobs(payload, id)
    expect(await sendSessionNotice(payload, id, 'reminder-24h')).toBe(2)
    expect(await sendSessionNotice(payload, id, 'reminder-1h')).toBe(2)
    expect(await sendSessionNotice(payload, id, 'reminder-1h')).toBe(0)
    const room = meetingUrlFor(id)
    const reminders = (user: User) => mailsTo(user).filter((mail) => /24|1 (hour|Stunde)/.test(mail.subject))
    expect(reminders(consultee).map((mail) => mail.subject)).toEqual([
      'Your session with Mia Schmidt starts in 24 hours',
      'Your session with Mia Schmidt starts in 1 hour',
    ])
    expect(reminders(consultant).map((mail) => mail.subject)).toEqual([
      'Deine Sitzung mit Jonas Baker beginnt in 24 Stunden',
      'Deine Sitzung mit Jonas Baker beginnt in 1 Stunde',
    ])
    expect([...reminders(consultee), ...reminders(consultant)].every((mail) => mail.text.includes(room))).toBe(true)
    expect(mailsTo(consultee).length - before).toBe(3)

    const cancelled = await bookedConsultation(payload, { consultee, intentId: null, status: 'PAST_CANCELLED_BY_USER' })
    expect(await sendSessionNotice(payload, cancelled.id, 'reminder-1h')).toBe(0)
  })

  it('refuses a notice it does not know, so the job fails visibly', async () => {
    const session = await bookedConsultation(payload, { consultee, intentId: null, status: 'UPCOMING_CONFIRMED' })
    await expect(sendSessionNotice(payload, session.id, 'reminder-2h')).rejects.toThrow('unknown session notice')
  })
})
