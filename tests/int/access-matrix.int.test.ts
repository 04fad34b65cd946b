import type { CollectionSlug, Field, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTORS, castOf, NOBODY, STAFF, tokenOf, type Actor, type Cast, type Who } from '../helpers/accessMatrix/cast'
import { BOOKINGS } from '../helpers/accessMatrix/bookings'
import { CONTENT, GLOBALS } from '../helpers/accessMatrix/content'
import {
  asGraphqlInput,
  graphqlCall,
  graphqlNames,
  graphqlOutcome,
  restOutcome,
  restVisible,
} from '../helpers/accessMatrix/doors'
import type { Variant } from '../helpers/accessMatrix/makers'
import { PEOPLE } from '../helpers/accessMatrix/people'
import type { CollectionRules } from '../helpers/accessMatrix/rules'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/*
 * Every collection × operation × door × actor of the Payload config, against one declared table
 * (tests/helpers/accessMatrix). A collection, global or field that the table does not name fails the first test.
 */
const RULES: Record<string, CollectionRules> = { ...PEOPLE, ...BOOKINGS, ...CONTENT }
const SLUGS = Object.keys(RULES) as CollectionSlug[]

let payload: Payload
let cast: Cast
const docs: Record<string, { a: number; b: number }> = {}

async function made(slug: CollectionSlug, variant: Variant) {
  const result = await RULES[slug]!.make(cast, variant)
  return 'id' in result ? { id: result.id } : result
}

async function stored(slug: CollectionSlug, variant: Variant): Promise<number> {
  const result = await made(slug, variant)
  if ('id' in result) return result.id
  const draft = result.data._status === 'draft'
  try {
    const { data, file, by } = result
    const doc = await payload.create({ collection: slug, data: data as never, file, draft, user: by })
    return doc.id as number
  } catch (error) {
    throw new Error(`could not make ${slug} ${variant}: ${String(error)}`, { cause: error })
  }
}

/** Data a caller would send to create one more document like `a` ({} where only the server makes them). */
async function createBody(slug: CollectionSlug): Promise<Record<string, unknown>> {
  const result = await made(slug, 'fresh')
  return 'id' in result ? {} : result.data
}

const fieldsOf = (slug: CollectionSlug) => payload.collections[slug].config.fields
const allowedFor = (who: Who, actor: Actor) => (who.includes(actor) ? 'allowed' : 'refused')
/** GraphQL is a door for staff only; everyone else is refused before anything runs. */
const graphqlExpected = (who: Who, actor: Actor) => (STAFF.includes(actor) ? allowedFor(who, actor) : 'refused')
/** Payload's verdict on a field (or on all of them): `true` for every operation, else the operations it allows. */
type FieldVerdict = true | { read?: boolean; update?: boolean }
function permits(verdicts: true | Record<string, FieldVerdict> | undefined, field: string, op: 'read' | 'update') {
  const verdict = verdicts === true ? true : verdicts?.[field]
  return verdict === true || verdict?.[op] === true
}
/** Every actor at once: the doors are independent, and one by one the matrix takes minutes. */
const forEachActor = (run: (actor: Actor) => Promise<void>) => Promise.all(ACTORS.map(run))
/** A value that tells something: not absent, null or empty (Payload may answer an unreadable array as []). */
const carries = (value: unknown) =>
  value != null &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Object.keys(value).length)
const namedFields = (fields: Field[]) => fields.flatMap((field) => ('name' in field ? [field.name] : [])).sort()

let started: string

beforeAll(async () => {
  started = new Date().toISOString()
  payload = await testPayload()
  cast = await castOf(payload)
  for (const slug of SLUGS) docs[slug] = { a: await stored(slug, 'a'), b: await stored(slug, 'b') }
}, 300_000)

// What the matrix made must not reach later test files: a newer consent version, catalogue entries, a job
// that no worker runs (the health check counts its lag). Accounts stay: user rows are never deleted.
afterAll(async () => {
  for (const slug of SLUGS.slice().reverse()) {
    if (slug === 'users') continue
    const where: Where =
      slug === 'payload-kv' ? { key: { like: 'matrix-' } } : { createdAt: { greater_than_equal: started } }
    await payload.delete({ collection: slug, where })
  }
}, 300_000)

describe('the table names everything the config has', () => {
  it('every collection and global, and nothing else', () => {
    expect(SLUGS.slice().sort()).toEqual(payload.config.collections.map((c) => c.slug).sort())
    expect(Object.keys(GLOBALS).sort()).toEqual(payload.config.globals.map((g) => g.slug).sort())
  })

  it('every field of every collection and global', () => {
    for (const collection of payload.config.collections) {
      expect([collection.slug, Object.keys(RULES[collection.slug]!.fields).sort()]).toEqual([
        collection.slug,
        namedFields(collection.fields),
      ])
    }
    for (const global of payload.config.globals) {
      expect([global.slug, Object.keys(GLOBALS[global.slug]!.fields).sort()]).toEqual([
        global.slug,
        namedFields(global.fields),
      ])
    }
  })
})

describe.each(SLUGS)('%s', (slug) => {
  const rules = () => RULES[slug]!

  it('REST: find, findByID, create, update and delete as each actor', async () => {
    const { a, b } = docs[slug]!
    const byId = rules().restById
    const seen: Record<string, unknown> = {}
    const expected: Record<string, unknown> = {}
    await forEachActor(async (actor) => {
      const token = tokenOf(cast, actor)
      const created = await rest('POST', `/api/${slug}`, { token, body: await createBody(slug) })
      const fresh = await stored(slug, 'fresh')
      seen[actor] = {
        find: byId === false ? [] : await restVisible(slug, [a, b], token),
        findA: restOutcome((await rest('GET', `/api/${slug}/${a}?depth=0`, { token })).status),
        findB: restOutcome((await rest('GET', `/api/${slug}/${b}?depth=0`, { token })).status),
        create: restOutcome(created.status),
        updateA: restOutcome((await rest('PATCH', `/api/${slug}/${a}`, { token, body: {} })).status),
        updateB: restOutcome((await rest('PATCH', `/api/${slug}/${b}`, { token, body: {} })).status),
        delete: restOutcome((await rest('DELETE', `/api/${slug}/${fresh}`, { token })).status),
      }
      const none = byId === false ? NOBODY : null
      expected[actor] = {
        find: none
          ? []
          : [...(rules().read.a.includes(actor) ? [a] : []), ...(rules().read.b.includes(actor) ? [b] : [])].sort(),
        findA: allowedFor(none ?? (byId ? byId.find : rules().read.a), actor),
        findB: allowedFor(none ?? (byId ? byId.find : rules().read.b), actor),
        create: allowedFor(none ?? rules().create, actor),
        updateA: allowedFor(none ?? rules().update.a, actor),
        updateB: allowedFor(none ?? rules().update.b, actor),
        delete: allowedFor(none ?? (byId ? byId.delete : rules().delete), actor),
      }
    })
    expect(seen).toEqual(expected)
  })

  it('GraphQL: the same rules for staff, nothing for anyone else', async () => {
    const names = graphqlNames(payload, slug)
    if (!names) return expect(payload.collections[slug].config.graphQL).toBe(false)
    const { a, b } = docs[slug]!
    const { singular: one, plural: many } = names
    const seen: Record<string, unknown> = {}
    const expected: Record<string, unknown> = {}
    await forEachActor(async (actor) => {
      const token = tokenOf(cast, actor)
      const call = async (query: string, field: string, variables: object = {}) =>
        graphqlOutcome(await graphqlCall(query, variables, token), field)
      const found = await graphqlCall(
        `{ ${many}(where: { OR: [{ id: { equals: ${a} } }, { id: { equals: ${b} } }] }) { docs { id } } }`,
        {},
        token,
      )
      const fresh = await stored(slug, 'fresh')
      const create = `mutation($data: ${names.input}!) { create${one}(data: $data) { id } }`
      seen[actor] = {
        find: ((found.data?.[many] as { docs: { id: number }[] } | null)?.docs ?? []).map((d) => d.id).sort(),
        findA: await call(`{ ${one}(id: ${a}) { id } }`, one),
        findB: await call(`{ ${one}(id: ${b}) { id } }`, one),
        create: await call(create, `create${one}`, { data: asGraphqlInput(fieldsOf(slug), await createBody(slug)) }),
        updateA: await call(`mutation { update${one}(id: ${a}, data: {}) { id } }`, `update${one}`),
        updateB: await call(`mutation { update${one}(id: ${b}, data: {}) { id } }`, `update${one}`),
        delete: await call(`mutation { delete${one}(id: ${fresh}) { id } }`, `delete${one}`),
      }
      const staff = STAFF.includes(actor)
      expected[actor] = {
        find: staff
          ? [...(rules().read.a.includes(actor) ? [a] : []), ...(rules().read.b.includes(actor) ? [b] : [])].sort()
          : [],
        findA: graphqlExpected(rules().read.a, actor),
        findB: graphqlExpected(rules().read.b, actor),
        create: graphqlExpected(rules().create, actor),
        updateA: graphqlExpected(rules().update.a, actor),
        updateB: graphqlExpected(rules().update.b, actor),
        delete: graphqlExpected(rules().graphqlDelete ?? rules().delete, actor),
      }
    })
    expect(seen).toEqual(expected)
  })

  it("fields: Payload's own verdict for each reader and writer, and what a reader is sent", async () => {
    const { a } = docs[slug]!
    const seen: Record<string, unknown> = {}
    const expected: Record<string, unknown> = {}
    await forEachActor(async (actor) => {
      const token = tokenOf(cast, actor)
      const reads = rules().read.a.includes(actor)
      const writes = rules().update.a.includes(actor)
      if (!reads) return
      const access = (await rest('POST', `/api/${slug}/access/${a}`, { token, body: {} })).json as {
        fields?: true | Record<string, FieldVerdict>
      }
      const sent = (await rest('GET', `/api/${slug}/${a}?depth=0`, { token })).json
      for (const [field, rule] of Object.entries(rules().fields)) {
        if (rule === 'ui') continue
        const key = `${actor}.${field}`
        if (rule === 'hidden') {
          seen[key] = carries(sent[field])
          expected[key] = false
          continue
        }
        const readWho = rule === 'doc' || rule.read === undefined || rule.read === 'doc' ? null : rule.read
        const writeWho = rule === 'doc' || rule.update === undefined || rule.update === 'doc' ? null : rule.update
        const mayRead = readWho ? readWho.includes(actor) : true
        seen[key] = {
          read: permits(access.fields, field, 'read'),
          ...(writes ? { update: permits(access.fields, field, 'update') } : {}),
          ...(mayRead ? {} : { sent: carries(sent[field]) }),
        }
        expected[key] = {
          read: mayRead,
          ...(writes ? { update: writeWho ? writeWho.includes(actor) : true } : {}),
          ...(mayRead ? {} : { sent: false }),
        }
      }
    })
    expect(seen).toEqual(expected)
  })
})

describe.each(Object.keys(GLOBALS))('global %s', (slug) => {
  it('REST: read and update as each actor', async () => {
    const seen: Record<string, unknown> = {}
    const expected: Record<string, unknown> = {}
    await forEachActor(async (actor) => {
      const token = tokenOf(cast, actor)
      seen[actor] = {
        read: restOutcome((await rest('GET', `/api/globals/${slug}`, { token })).status),
        update: restOutcome((await rest('POST', `/api/globals/${slug}`, { token, body: {} })).status),
      }
      expected[actor] = {
        read: allowedFor(GLOBALS[slug]!.read, actor),
        update: allowedFor(GLOBALS[slug]!.update, actor),
      }
    })
    expect(seen).toEqual(expected)
  })
})
