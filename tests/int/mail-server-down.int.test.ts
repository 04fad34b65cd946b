import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { readMails, startMailSink } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { contactInbox } from '@/server/content/contactMessage'

// This file's own mail server, so it can be stopped and started again without the other files noticing:
// what the contact form and a webinar registration do while it is down.
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-contact-mail-'))
let sink: Awaited<ReturnType<typeof startMailSink>>
let payload: Payload

beforeAll(async () => {
  sink = await startMailSink(mailDir)
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
  payload = await testPayload()
})
afterAll(async () => {
  await sink.stop()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

const unique = () => crypto.randomUUID().slice(0, 8)
const mailsWith = (text: string) => readMails(mailDir, contactInbox()).filter((mail) => mail.text.includes(text))
const send = (body: unknown) =>
  rest('POST', '/api/contact', {
    body,
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
const contactJobsFor = async (messageId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'contactMail' } }, { 'input.messageId': { equals: messageId } }] },
      depth: 0,
    })
  ).docs

describe('the contact form while the mail server is down', () => {
  it('sends at once while the mail server is up', async () => {
    const text = `Do you offer group sessions? ${unique()}`
    const response = await send({
      name: 'Jonas Beck',
      email: `jonas-${unique()}@example.de`,
      topic: 'general',
      message: text,
      consent: true,
    })
    expect(response.status).toBe(201)
    expect(mailsWith(text)).toHaveLength(1)
  })

  it('keeps the message, confirms it, and a queued job mails it once the server is back', async () => {
    const port = sink.port
    await sink.stop()

    const text = `Where do I find my invoice? ${unique()}`
    const email = `lea-${unique()}@example.de`
    const response = await send({ name: 'Lea Vogel', email, topic: 'payment', message: text, consent: true })
    expect(response.status).toBe(201)
    expect(response.json.message).toBe('Thank you, we received your message.')
    const [stored] = (await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })).docs
    expect(stored).toMatchObject({ name: 'Lea Vogel', message: text })
    const [job] = await contactJobsFor(stored!.id)
    expect(job).toBeDefined()

    // Still down: the attempt fails, the job stays for a retry and nothing was sent.
    await payload.jobs.runByID({ id: job!.id })
    expect(await contactJobsFor(stored!.id)).toMatchObject([{ id: job!.id, totalTried: 1, hasError: false }])
    expect(mailsWith(text)).toEqual([])

    sink = await startMailSink(mailDir, port)
    await payload.jobs.runByID({ id: job!.id })
    const [mail] = mailsWith(text)
    expect(mail?.subject).toBe('Contact form: Payments and invoices – Lea Vogel')
    expect(mail?.text).toContain(`From: Lea Vogel (${email})`)
    expect(await contactJobsFor(stored!.id)).toEqual([])
  })
})

describe('a webinar registration while the mail server is down', () => {
  const jobsFor = async (registrationId: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: 'webinarRegistrationMail' } },
            { 'input.registrationId': { equals: registrationId } },
          ],
        },
        depth: 0,
      })
    ).docs

  it('registers, and a queued job mails the confirmation once the server is back', async () => {
    const webinar = await payload.create({
      collection: 'webinars',
      data: {
        title: `Salary talks ${unique()}`,
        startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/salary',
        _status: 'published',
      },
    })
    const user = await createUser(payload, { role: 'USER', firstName: 'Mia' })
    const port = sink.port
    await sink.stop()

    const answer = await rest('POST', `/api/webinars/${webinar.id}/registrations`, {
      token: await tokenFor(payload, user),
      body: { consents: [{ consentType: 'TERMS_PRIVACY_SIGNUP_WEBINAR', status: 'optin', version: '1.3' }] },
    })
    expect(answer.status).toBe(201)
    const registrationId = answer.json.id as number
    const [job] = await jobsFor(registrationId)
    expect(job).toBeDefined()
    expect(readMails(mailDir, user.email)).toEqual([])

    sink = await startMailSink(mailDir, port)
    await payload.jobs.runByID({ id: job!.id })
    expect(readMails(mailDir, user.email).map((mail) => mail.subject)).toEqual([`You're registered: ${webinar.title}`])
    expect(await jobsFor(registrationId)).toEqual([])
  })
})
