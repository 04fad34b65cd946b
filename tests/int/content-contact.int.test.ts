import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { rest } from '../helpers/http'
import { readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { CONTACT_RATE_LIMIT } from '@/domain/content'
import { contactInbox } from '@/server/content/contactMessage'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  // Behind two proxies: the client, then the one at 172.16.0.1, then ours, which appends that one.
  vi.stubEnv('TRUST_PROXY', '2')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

const unique = () => crypto.randomUUID().slice(0, 8)
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
const message = (email: string) => ({
  name: 'Anna Weber',
  email,
  topic: 'booking',
  message: `Can I book a trial session on a Sunday? ${unique()}`,
  consent: true,
})
const send = (body: unknown, ip = randomIp(), locale = 'en') =>
  rest('POST', '/api/contact', {
    body,
    headers: { 'x-forwarded-for': `${ip}, 172.16.0.1`, cookie: `NEXT_LOCALE=${locale}` },
  })
const storedFrom = async (email: string) =>
  (await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })).docs

describe('POST /api/contact', () => {
  it('stores the message and emails it to the team with the sender as reply-to', async () => {
    const email = `anna-${unique()}@example.de`
    const body = message(email)
    const response = await send(body, randomIp(), 'de')
    expect(response.status).toBe(201)
    expect(response.json.message).toBe('Vielen Dank, wir haben Ihre Nachricht erhalten.')
    expect(await storedFrom(email)).toMatchObject([
      { name: 'Anna Weber', topic: 'booking', consent: true, locale: 'de' },
    ])
    const mail = readMails(process.env.MAIL_SINK_DIR!, contactInbox()).find((m) => m.text.includes(body.message))
    expect(mail?.subject).toBe('Contact form: Booking a session – Anna Weber')
    expect(mail?.text).toContain(`From: Anna Weber (${email})`)
  })

  it('answers a filled honeypot like a success but keeps and sends nothing', async () => {
    const email = `bot-${unique()}@example.de`
    const body = { ...message(email), website: 'https://cheap-pills.example' }
    const response = await send(body)
    expect(response.status).toBe(201)
    expect(await storedFrom(email)).toEqual([])
    expect(readMails(process.env.MAIL_SINK_DIR!, contactInbox()).some((m) => m.text.includes(body.message))).toBe(false)
  })

  it('rejects bad input with 400 and field errors', async () => {
    const response = await send({ name: '', email: 'nope', topic: 'spam', message: 'hi', consent: false })
    expect(response.status).toBe(400)
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'nameRequired' },
        { path: 'email', message: 'emailInvalid' },
        { path: 'topic', message: 'topicRequired' },
        { path: 'message', message: 'messageTooShort' },
        { path: 'consent', message: 'consentRequired' },
      ]),
    )
    expect((await rest('POST', '/api/contact', { body: '{not json' })).status).toBe(400)
  })

  it('limits messages per address: the next one within the hour gets 429 with Retry-After', async () => {
    const ip = randomIp()
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send(message(`sender-${unique()}@example.de`), ip)).status).toBe(201)
    }
    const limited = await send(message(`sender-${unique()}@example.de`), ip)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect((await send(message(`sender-${unique()}@example.de`), randomIp())).status).toBe(201)
  })

  it('limits messages per email address, whatever address they come from', async () => {
    const email = `same-${unique()}@example.de`
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(message(email))).status).toBe(201)
    expect((await send(message(email))).status).toBe(429)
    expect(await storedFrom(email)).toHaveLength(CONTACT_RATE_LIMIT.max)
  })

  it('the public cannot create or read contact messages through the collection API', async () => {
    expect((await rest('POST', '/api/contact-messages', { body: message(`x-${unique()}@example.de`) })).status).toBe(
      403,
    )
    expect((await rest('GET', '/api/contact-messages')).status).toBe(403)
  })
})
