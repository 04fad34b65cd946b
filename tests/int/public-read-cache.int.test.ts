import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { publicReadStats } from '@/server/cache/publicReads'
import { consultantCardStats } from '@/server/search/consultantCards'

// Another app instance writing to the same database: its own connection, no hooks of this process.
let otherInstance: pg.Client
let payload: Payload
// Unlike every other test file's search word: files share the database, and search also finds misspellings.
const TOKEN = 'Kumquatgrower'
let profileId: number
let userId: number
let shortId: string

type Card = { firstName: string }
const list = async (search = TOKEN) => {
  const { status, json } = await rest('GET', `/api/consultants?search=${search}`)
  expect(status).toBe(200)
  return (json as { consultants: Card[] }).consultants.map((card) => card.firstName)
}
const profile = async () => {
  const { status, json } = await rest('GET', `/api/consultants/${shortId}`)
  expect(status).toBe(200)
  return json as { tagline: string; firstName: string }
}
const version = async () =>
  Number((await execute<{ v: string }>(payload, sql`select version as v from consultant_search.public_version`))[0]!.v)

beforeAll(async () => {
  payload = await testPayload()
  otherInstance = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await otherInstance.connect()
  const user = await createUser(payload, { role: 'CONSULTANT', firstName: 'Ottilie', lastName: 'Cached' })
  userId = user.id
  const created = await payload.create({
    collection: 'consultant-profiles',
    data: { user: user.id, published: true, tagline: `${TOKEN} for hire`, pricing30Min: 5000 },
  })
  profileId = created.id
  shortId = created.consultantShortId as string
})

afterAll(async () => {
  await otherInstance.end()
})

describe('public consultant answers kept in memory', () => {
  it('are answered from memory while nothing changed', async () => {
    expect(await list()).toEqual(['Ottilie'])
    const before = publicReadStats().hits
    expect(await list()).toEqual(['Ottilie'])
    expect(await profile()).toMatchObject({ tagline: `${TOKEN} for hire` })
    expect(await profile()).toMatchObject({ tagline: `${TOKEN} for hire` })
    expect(publicReadStats().hits).toBe(before + 2)
  })

  it('show a change through the Local API at the very next read', async () => {
    await list()
    await payload.update({ collection: 'users', id: userId, data: { firstName: 'Odette' } })
    expect(await list()).toEqual(['Odette'])
    expect(await profile()).toMatchObject({ firstName: 'Odette' })
  })

  it('show a change committed by another instance at the very next read', async () => {
    await profile()
    await otherInstance.query(`update consultant_profiles set tagline = $1 where id = $2`, [
      `${TOKEN} now elsewhere`,
      profileId,
    ])
    expect(await profile()).toMatchObject({ tagline: `${TOKEN} now elsewhere` })
    await otherInstance.query(`update consultant_profiles set published = false where id = $1`, [profileId])
    expect(await list()).toEqual([])
    await otherInstance.query(`update consultant_profiles set published = true where id = $1`, [profileId])
    expect(await list()).toEqual(['Odette'])
  })

  it('count one change per transaction, and none for a rollback or a login', async () => {
    const start = await version()
    await otherInstance.query('begin')
    await otherInstance.query(`update consultant_profiles set city = 'Bonn' where id = $1`, [profileId])
    await otherInstance.query(`update consultant_profiles_texts set text = text where parent_id = $1`, [profileId])
    await otherInstance.query('commit')
    expect(await version()).toBe(start + 1)
    await otherInstance.query('begin')
    await otherInstance.query(`update consultant_profiles set city = 'Köln' where id = $1`, [profileId])
    await otherInstance.query('rollback')
    // What a login or a settings change writes on the user is not shown publicly.
    await otherInstance.query(`update users set timezone = 'Europe/Berlin', first_name = first_name where id = $1`, [
      userId,
    ])
    expect(await version()).toBe(start + 1)
  })

  it('are not kept for a profile that is not public', async () => {
    await otherInstance.query(`update consultant_profiles set published = false where id = $1`, [profileId])
    expect((await rest('GET', `/api/consultants/${shortId}`)).status).toBe(404)
    await otherInstance.query(`update consultant_profiles set published = true where id = $1`, [profileId])
    expect((await rest('GET', `/api/consultants/${shortId}`)).status).toBe(200)
  })
  it('keep each card for every list showing it, and read it again after a change, whichever list comes next', async () => {
    expect(await list()).toEqual(['Odette'])
    const before = consultantCardStats()
    // Another search, so another list answer: the card is the one kept.
    expect(await list(TOKEN.slice(0, 8))).toEqual(['Odette'])
    // A list ordered by free slots is versioned by the slots as well; its cards are still the ones kept.
    expect(await list(`${TOKEN}&sort=next-available`)).toEqual(['Odette'])
    expect(consultantCardStats()).toMatchObject({ hits: before.hits + 2, misses: before.misses })
    await payload.update({ collection: 'users', id: userId, data: { firstName: 'Olga' } })
    expect(await list(TOKEN.slice(0, 9))).toEqual(['Olga'])
    await otherInstance.query(`update users set first_name = 'Oda' where id = $1`, [userId])
    expect(await list(TOKEN.slice(0, 7))).toEqual(['Oda'])
    expect(consultantCardStats().misses).toBe(before.misses + 2)
  })
})
