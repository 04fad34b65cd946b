import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User, Webinar } from '@/payload-types'
import { seedWebinars } from '@/server/seed/webinars'
import { webinarsPageData } from '@/server/webinars/pageData'

// Who reads and writes webinars and registrations through Payload's own doors, what the page lists, what
// the consents center shows after a registration, and the demo webinars of the seed.

const HOUR = 3_600_000
const TERMS = { consentType: 'TERMS_PRIVACY_SIGNUP_WEBINAR', status: 'optin', version: '1.3' }
const EMAILS = { consentType: 'MARKETING_WEBINAR_EMAILS', status: 'optin', version: '1.0' }
const JOIN = 'https://meet.example.com/secret-room'

let payload: Payload
let editor: string

beforeAll(async () => {
  payload = await testPayload()
  editor = await tokenFor(payload, await createUser(payload, { role: 'EDITOR' }))
})

const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

function webinar(data: Partial<Webinar> = {}): Promise<Webinar> {
  const base = { title: 'CV clinic', startsAt: at(24), durationMinutes: 45, joinUrl: JOIN, _status: 'published' }
  return payload.create({ collection: 'webinars', data: { ...base, ...data } as Webinar })
}

async function registered(webinarId: number, consents: object[] = [TERMS]): Promise<{ user: User; token: string }> {
  const user = await createUser(payload, { role: 'USER' })
  const token = await tokenFor(payload, user)
  const answer = await rest('POST', `/api/webinars/${webinarId}/registrations`, { token, body: { consents } })
  expect(answer.status).toBe(201)
  return { user, token }
}

describe('the doors to registrations', () => {
  it('lets nobody create or change one through REST, and each person read only their own', async () => {
    const { id } = await webinar()
    const a = await registered(id)
    const b = await registered(id)
    const made = await rest('POST', '/api/webinar-registrations', {
      token: b.token,
      body: { webinar: id, user: b.user.id },
    })
    expect(made.status).toBe(403)
    const [mine] = (await payload.find({ collection: 'webinar-registrations', where: { user: { equals: a.user.id } } }))
      .docs
    expect((await rest('GET', `/api/webinar-registrations/${mine!.id}`, { token: b.token })).status).toBe(404)
    expect((await rest('GET', `/api/webinar-registrations/${mine!.id}`, { token: a.token })).status).toBe(200)
    const listed = await rest('GET', `/api/webinar-registrations?where[webinar][equals]=${id}&depth=0`, {
      token: b.token,
    })
    expect((listed.json.docs as { user: number }[]).map((doc) => doc.user)).toEqual([b.user.id])
    const moved = await rest('PATCH', `/api/webinar-registrations/${mine!.id}`, {
      token: a.token,
      body: { webinar: id },
    })
    expect(moved.status).toBe(403)
    const staff = await rest('GET', `/api/webinar-registrations?where[webinar][equals]=${id}&depth=0`, {
      token: editor,
    })
    expect(staff.json.totalDocs).toBe(2)
    expect((await rest('GET', `/api/webinar-registrations?where[webinar][equals]=${id}`)).status).toBe(403)
  })
})

describe('the doors to webinars', () => {
  it('shows the public published webinars without their join link; editors see both', async () => {
    const published = await webinar()
    const draft = await webinar({ _status: 'draft', title: 'Not yet' })
    const { token } = await registered(published.id)
    for (const who of [undefined, token]) {
      const read = await rest('GET', `/api/webinars/${published.id}`, { token: who })
      expect(read.status).toBe(200)
      expect(read.json).toMatchObject({ title: 'CV clinic' })
      expect(read.json).not.toHaveProperty('joinUrl')
      expect(read.text).not.toContain(JOIN)
      expect((await rest('GET', `/api/webinars/${draft.id}`, { token: who })).status).toBe(404)
      const list = await rest('GET', `/api/webinars?limit=100&where[id][in]=${published.id},${draft.id}`, {
        token: who,
      })
      expect((list.json.docs as { id: number }[]).map((doc) => doc.id)).toEqual([published.id])
    }
    expect((await rest('GET', `/api/webinars/${published.id}`, { token: editor })).json).toMatchObject({
      joinUrl: JOIN,
    })
    expect((await rest('GET', `/api/webinars/${draft.id}`, { token: editor })).status).toBe(200)
  })

  it('checks an editor’s webinar against the webinar schema', async () => {
    const body = { title: 'Panel', startsAt: at(72), durationMinutes: 60, joinUrl: JOIN, _status: 'published' }
    const good = await rest('POST', '/api/webinars', { token: editor, body })
    expect(good.status).toBe(201)
    for (const [field, value] of [
      ['joinUrl', 'http://meet.example.com/plain'],
      ['durationMinutes', 5],
      ['capacity', 0],
    ] as const) {
      const refused = await rest('POST', '/api/webinars', { token: editor, body: { ...body, [field]: value } })
      expect([field, refused.status]).toEqual([field, 400])
      expect(JSON.stringify(refused.json)).toContain(field)
    }
    const user = await tokenFor(payload, await createUser(payload, { role: 'USER' }))
    expect((await rest('POST', '/api/webinars', { token: user, body })).status).toBe(403)
  })

  it('takes its registrations along when an editor deletes a webinar', async () => {
    const { id } = await webinar()
    await registered(id)
    expect((await rest('DELETE', `/api/webinars/${id}`, { token: editor })).status).toBe(200)
    const left = await payload.count({ collection: 'webinar-registrations', where: { webinar: { equals: id } } })
    expect(left.totalDocs).toBe(0)
  })
})

describe('the consents center after a registration', () => {
  it('shows both webinar consents; the emails can be withdrawn there, the terms cannot', async () => {
    const { id } = await webinar()
    const { token } = await registered(id, [TERMS, EMAILS])
    const center = await rest('GET', '/api/account/consents', { token })
    const rows = center.json.consents as { consentType: string }[]
    expect(rows.filter((row) => row.consentType.includes('WEBINAR'))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...EMAILS, hasCheckbox: true, canRevoke: true }),
        expect.objectContaining({ ...TERMS, hasCheckbox: false, canRevoke: false }),
      ]),
    )
    const withdrawn = await rest('POST', '/api/account/consents', { token, body: { ...EMAILS, status: 'optout' } })
    expect(withdrawn.status).toBe(200)
    const emails = (withdrawn.json.consents as { consentType: string }[]).find(
      (row) => row.consentType === EMAILS.consentType,
    )
    expect(emails).toMatchObject({ status: 'optout' })
    const terms = await rest('POST', '/api/account/consents', { token, body: { ...TERMS, status: 'optout' } })
    expect(terms.status).toBe(403)
  })
})

describe('a registration and the account', () => {
  it('is part of the data export, and goes with the account (its seat freed)', async () => {
    const { id } = await webinar({ capacity: 1 })
    const { user, token } = await registered(id)
    const exported = await rest('GET', '/api/account/export', { token })
    expect(JSON.parse(exported.text).webinarRegistrations).toEqual([
      expect.objectContaining({ webinar: id, user: user.id }),
    ])
    expect((await rest('DELETE', `/api/consultees/id/${user.id}`, { token })).status).toBe(200)
    const left = await payload.count({ collection: 'webinar-registrations', where: { webinar: { equals: id } } })
    expect(left.totalDocs).toBe(0)
  })
})

describe('the /webinars page data', () => {
  it('lists published webinars not over yet, soonest first, with seats and the viewer’s own join link', async () => {
    const later = await webinar({ startsAt: at(2000), title: 'Later', capacity: 3 })
    const sooner = await webinar({ startsAt: at(1999), title: 'Sooner' })
    const running = await webinar({ startsAt: at(-0.5), title: 'Running', durationMinutes: 60 })
    const over = await webinar({ startsAt: at(-2), title: 'Over', durationMinutes: 60 })
    const draft = await webinar({ startsAt: at(1998), title: 'Draft', _status: 'draft' })
    await payload.update({ collection: 'webinars', id: later.id, locale: 'de', data: { title: 'Später' } })
    const { user } = await registered(later.id)
    await registered(later.id)

    const seen = await webinarsPageData(payload, user, 'de', new Date())
    const ids = seen.webinars.map((w) => w.id)
    expect(ids).not.toContain(over.id)
    expect(ids).not.toContain(draft.id)
    const mine = seen.webinars.filter((w) => [running.id, sooner.id, later.id].includes(w.id))
    expect(mine.map(({ id, title, seatsLeft, started }) => ({ id, title, seatsLeft, started }))).toEqual([
      { id: running.id, title: 'Running', seatsLeft: null, started: true },
      { id: sooner.id, title: 'Sooner', seatsLeft: null, started: false },
      { id: later.id, title: 'Später', seatsLeft: 1, started: false },
    ])
    expect(mine.map((w) => w.registration)).toEqual([null, null, { joinUrl: JOIN }])
    expect(seen.consents.map((c) => c.consentType).sort()).toEqual([EMAILS.consentType, TERMS.consentType].sort())

    const visitor = await webinarsPageData(payload, null, 'en', new Date())
    expect(visitor.webinars.every((w) => w.registration === null)).toBe(true)
    expect(visitor.consents).toEqual([])
  })
})

describe('the demo webinars', () => {
  it('plans two upcoming published webinars in English and German, once', async () => {
    // The integration tests share one database, and the whole seed (seed.int.test.ts) may have run first.
    await payload.delete({ collection: 'webinars', where: { joinUrl: { like: 'careerbridge-' } } })
    const now = new Date()
    expect(await seedWebinars(payload, now)).toBe(2)
    expect(await seedWebinars(payload, now)).toBe(0)
    const { docs } = await payload.find({
      collection: 'webinars',
      where: { startsAt: { greater_than: now.toISOString() }, joinUrl: { like: 'careerbridge-' } },
      locale: 'de',
      depth: 0,
    })
    expect(docs).toHaveLength(2)
    expect(docs.every((doc) => doc._status === 'published' && /[äöüß„]|Lebenslauf/.test(doc.title))).toBe(true)
  })
})
