import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { invitationOf, mailsTo } from '../helpers/notices'
import { testPayload } from '../helpers/payload'
import { consentText, type ConsentInput } from '@/domain/consents'
import type { User, Webinar } from '@/payload-types'

// Registering for a webinar: consents and seat in one transaction, under a lock on the webinar.

const HOUR = 3_600_000
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const TERMS: ConsentInput = { consentType: 'TERMS_PRIVACY_SIGNUP_WEBINAR', status: 'optin', version: '1.3' }
const EMAILS: ConsentInput = { consentType: 'MARKETING_WEBINAR_EMAILS', status: 'optin', version: '1.0' }

/** A webinar as an editor publishes it: two days ahead, an hour long, unlimited unless told. */
function webinar(data: Partial<Webinar> = {}): Promise<Webinar> {
  return payload.create({
    collection: 'webinars',
    data: {
      title: 'Interviews in Germany',
      startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/interviews',
      _status: 'published',
      ...data,
    },
  })
}

async function person(): Promise<{ user: User; token: string }> {
  const user = await createUser(payload, { role: 'USER', firstName: 'Ida' })
  return { user, token: await tokenFor(payload, user) }
}

const path = (id: number | string) => `/api/webinars/${id}/registrations`
const register = (id: number | string, token?: string, consents: ConsentInput[] = [TERMS], language = 'en') =>
  rest('POST', path(id), { token, body: { consents }, headers: { 'accept-language': language } })

const registrationsOf = async (webinarId: number) =>
  (await payload.find({ collection: 'webinar-registrations', where: { webinar: { equals: webinarId } }, depth: 0 }))
    .docs

const consentsOf = async (user: User) =>
  (await payload.find({ collection: 'consents', where: { user: { equals: user.id } }, depth: 0, sort: 'id' })).docs.map(
    ({ consentType, status, version, textSnapshot, locale }) => ({
      consentType,
      status,
      version,
      textSnapshot,
      locale,
    }),
  )

describe('POST /api/webinars/{id}/registrations', () => {
  it('registers with both consents, each with its version and text in the caller’s language', async () => {
    const { id, joinUrl } = await webinar()
    const { user, token } = await person()
    const answer = await register(id, token, [TERMS, EMAILS], 'de')
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ webinar: id, user: user.id, joinUrl })
    expect((await registrationsOf(id)).map((r) => r.user)).toEqual([user.id])
    expect(await consentsOf(user)).toEqual(
      [TERMS, EMAILS].map(({ consentType, version }) => ({
        consentType,
        status: 'optin',
        version,
        textSnapshot: consentText(consentType, version, 'de'),
        locale: 'de',
      })),
    )
  })

  it('leaves the webinar emails out unless they are ticked', async () => {
    const { id } = await webinar()
    const { user, token } = await person()
    expect((await register(id, token, [TERMS])).status).toBe(201)
    expect((await consentsOf(user)).map((c) => c.consentType)).toEqual(['TERMS_PRIVACY_SIGNUP_WEBINAR'])
  })

  it.each<[string, ConsentInput[] | undefined]>([
    ['no consents at all', undefined],
    ['only the webinar emails', [EMAILS]],
    ['the terms declined', [{ ...TERMS, status: 'optout' }]],
  ])('refuses %s with 400 CONSENT_MISSING, and writes nothing', async (_case, consents) => {
    const { id } = await webinar()
    const { user, token } = await person()
    const refused = await rest('POST', path(id), { token, body: consents ? { consents } : {} })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({
      code: 'CONSENT_MISSING',
      message: 'Registering for a webinar needs your agreement to the terms of use and the privacy policy.',
    })
    expect(refused.json.errors).toEqual([
      { path: 'consents.TERMS_PRIVACY_SIGNUP_WEBINAR', message: 'Consent_required' },
    ])
    expect(await registrationsOf(id)).toEqual([])
    expect(await consentsOf(user)).toEqual([])
  })

  it('answers 401 to a visitor', async () => {
    const { id } = await webinar()
    expect((await register(id)).status).toBe(401)
    expect(await registrationsOf(id)).toEqual([])
  })

  it('answers 404 for an unknown, a draft and a malformed webinar id', async () => {
    const { token } = await person()
    const draft = await webinar({ _status: 'draft' })
    for (const id of [draft.id, 999_999_999, 'abc', '0']) {
      const refused = await register(id, token)
      expect([id, refused.status, refused.json.code]).toEqual([id, 404, 'NOT_FOUND'])
    }
    expect((await register(draft.id, token, [TERMS], 'de')).json.message).toBe('Dieses Webinar gibt es nicht.')
    expect(await registrationsOf(draft.id)).toEqual([])
  })

  it('answers 409 WEBINAR_STARTED once it has begun, in English and German', async () => {
    const { id } = await webinar({ startsAt: new Date(Date.now() - 5 * 60_000).toISOString() })
    const { user, token } = await person()
    const refused = await register(id, token)
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({
      code: 'WEBINAR_STARTED',
      message: 'This webinar has already started, so registration is closed.',
    })
    expect((await register(id, token, [TERMS], 'de')).json.message).toBe(
      'Dieses Webinar hat bereits begonnen, die Anmeldung ist geschlossen.',
    )
    expect(await registrationsOf(id)).toEqual([])
    expect(await consentsOf(user)).toEqual([])
  })

  it('answers 409 WEBINAR_FULL when every seat is taken, and the seat a cancellation frees can be taken', async () => {
    const { id } = await webinar({ capacity: 1 })
    const first = await person()
    const second = await person()
    expect((await register(id, first.token)).status).toBe(201)
    const refused = await register(id, second.token, [TERMS], 'de')
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ code: 'WEBINAR_FULL', message: 'Dieses Webinar ist ausgebucht.' })
    expect(await consentsOf(second.user)).toEqual([])

    expect((await rest('DELETE', path(id), { token: first.token })).status).toBe(204)
    expect((await register(id, second.token)).status).toBe(201)
    expect((await registrationsOf(id)).map((r) => r.user)).toEqual([second.user.id])
  })

  it('answers a second registration with the first one (200), never a second row or consent', async () => {
    const { id } = await webinar({ capacity: 1 })
    const { user, token } = await person()
    const first = await register(id, token)
    const again = await register(id, token, [TERMS, EMAILS])
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.json).toEqual(first.json)
    expect(await registrationsOf(id)).toHaveLength(1)
    expect(await consentsOf(user)).toHaveLength(1)
  })

  it('gives the last seat to exactly one of five people registering at once', async () => {
    const { id } = await webinar({ capacity: 1 })
    const people = await Promise.all(Array.from({ length: 5 }, person))
    const answers = await Promise.all(people.map(({ token }) => register(id, token)))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.code === 'WEBINAR_FULL')).toBe(true)
    const winner = people[answers.findIndex((a) => a.status === 201)]!
    expect((await registrationsOf(id)).map((r) => r.user)).toEqual([winner.user.id])
    // The refused ones' consents were rolled back with their registration.
    const consents = await Promise.all(people.map(({ user }) => consentsOf(user)))
    expect(consents.map((records) => records.length).sort()).toEqual([0, 0, 0, 0, 1])
  })

  it('keeps one registration when one person’s requests race', async () => {
    const { id } = await webinar({ capacity: 10 })
    const { token } = await person()
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(id, token)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201])
    expect(await registrationsOf(id)).toHaveLength(1)
  })
})

describe('the confirmation email', () => {
  const registeredMails = (user: User) => mailsTo(user).filter((mail) => /registered|angemeldet/.test(mail.subject))

  it('tells when on the user’s clock, gives the join link and the date as a calendar file, in the language of the registration', async () => {
    const startsAt = '2027-03-01T17:00:00.000Z'
    const { id, joinUrl } = await webinar({ startsAt, durationMinutes: 90 })
    await payload.update({
      collection: 'webinars',
      id,
      locale: 'de',
      data: { title: 'Vorstellungsgespräche in Deutschland' },
    })
    const user = await createUser(payload, { role: 'USER', firstName: 'Ida', timezone: 'America/New_York' })
    const answer = await register(id, await tokenFor(payload, user), [TERMS], 'de')
    expect(answer.status).toBe(201)
    const [mail, ...more] = registeredMails(user)
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Du bist angemeldet: Vorstellungsgespräche in Deutschland')
    expect(mail!.text).toContain('Hallo Ida,')
    expect(mail!.text).toContain('Montag, 1. März 2027, 12:00–13:30 Uhr (America/New_York)')
    expect(mail!.text).toContain(joinUrl)
    expect(mail!.text).toContain('http://localhost:3000/webinars')
    const calendar = invitationOf(mail!)
    expect(calendar).toMatchObject({
      method: 'PUBLISH',
      start: startsAt,
      end: '2027-03-01T18:30:00.000Z',
      summary: 'Vorstellungsgespräche in Deutschland',
      uid: `webinar-${id}@localhost:3000`,
      url: joinUrl,
    })
  })

  it('goes once: a second registration request sends nothing more', async () => {
    const { id } = await webinar()
    const { user, token } = await person()
    expect((await register(id, token)).status).toBe(201)
    expect((await register(id, token)).status).toBe(200)
    expect(registeredMails(user).map((mail) => mail.subject)).toEqual(["You're registered: Interviews in Germany"])
  })
})

describe('DELETE /api/webinars/{id}/registrations', () => {
  it('cancels the caller’s own registration only: 204, then 404; 401 for a visitor', async () => {
    const { id } = await webinar()
    const owner = await person()
    const other = await person()
    await register(id, owner.token)
    expect((await rest('DELETE', path(id))).status).toBe(401)
    const notTheirs = await rest('DELETE', path(id), { token: other.token })
    expect([notTheirs.status, notTheirs.json.code]).toEqual([404, 'NOT_FOUND'])
    expect(await registrationsOf(id)).toHaveLength(1)

    const cancelled = await rest('DELETE', path(id), { token: owner.token })
    expect([cancelled.status, cancelled.text]).toEqual([204, ''])
    expect(await registrationsOf(id)).toEqual([])
    const again = await rest('DELETE', path(id), { token: owner.token, headers: { 'accept-language': 'de' } })
    expect([again.status, again.json.message]).toEqual([404, 'Du bist für dieses Webinar nicht angemeldet.'])
  })
})
