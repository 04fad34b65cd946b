import config from '@payload-config'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { graphql, SITE_ORIGIN } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { useUpRateLimit } from '../helpers/rateLimits'
import { RATE_LIMITS } from '@/domain/rateLimit'
import type { User } from '@/payload-types'
import { graphqlPlaygroundGet } from '@/server/graphql/routes'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const staffOnly = {
  status: 403,
  json: { code: 'GRAPHQL_STAFF_ONLY', message: 'The GraphQL API is open to staff only.' },
}
const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

describe('who may use GraphQL', () => {
  it('turns away an anonymous caller with 403 in the error shape of API.md', async () => {
    expect(await graphql('{ Posts { totalDocs } }')).toMatchObject(staffOnly)
  })

  it.each(['USER', 'CONSULTANT'] as const)('turns away a signed-in %s with 403', async (role) => {
    const token = await tokenFor(payload, await createUser(payload, { role }))
    expect(await graphql('{ Posts { totalDocs } }', token)).toMatchObject(staffOnly)
  })

  it('turns an outsider away before the query is parsed: a broken query still answers 403', async () => {
    const answer = await graphql('{ Posts { totalDocs')
    expect(answer).toMatchObject(staffOnly)
    const forStaff = await graphql(
      '{ Posts { totalDocs',
      await tokenFor(payload, await createUser(payload, { role: 'ADMIN' })),
    )
    expect(forStaff.json.errors?.[0]?.message).toMatch(/^Syntax Error/)
  })

  it.each(['ADMIN', 'REVIEWER', 'EDITOR'] as const)('lets a signed-in %s query', async (role) => {
    const token = await tokenFor(payload, await createUser(payload, { role }))
    const answer = await graphql('{ Posts { totalDocs } }', token)
    expect(answer.status).toBe(200)
    expect(answer.json.data).toEqual({ Posts: { totalDocs: expect.any(Number) } })
  })

  it('keeps the playground (outside production) for staff only', async () => {
    const open = graphqlPlaygroundGet(config)
    const request = (token?: string) =>
      new Request(`${SITE_ORIGIN}/api/graphql-playground`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      })
    expect((await open(request())).status).toBe(403)
    const consultee = await tokenFor(payload, await createUser(payload))
    expect((await open(request(consultee))).status).toBe(403)
    const admin = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    expect((await open(request(admin))).status).toBe(200)
  })
})

describe('limits on what stays', () => {
  let admin: string
  beforeAll(async () => {
    admin = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
  })

  it('refuses 200 aliased loginUser calls before trying one: no attempt counted, no lock', async () => {
    const target = await createUser(payload)
    const aliases = Array.from(
      { length: 200 },
      (_, i) => `a${i}: loginUser(email: "${target.email}", password: "Guess#${i}abc") { token }`,
    )
    const answer = await graphql(`mutation { ${aliases.join(' ')} }`, admin)
    expect(answer.json.data).toBeUndefined()
    expect(answer.json.errors?.map((error) => error.message)).toEqual(
      expect.arrayContaining(['A request may hold at most 1 sign-in mutation.']),
    )
    const after = await reload(target)
    expect(after.loginAttempts ?? 0).toBe(0)
    expect(after.lockUntil ?? null).toBeNull()
  })

  it('refuses more than 20 root fields and fields nested deeper than 10', async () => {
    const wide = await graphql(
      `{ ${Array.from({ length: 21 }, (_, i) => `p${i}: Posts { totalDocs }`).join(' ')} }`,
      admin,
    )
    expect(wide.json.errors?.[0]?.message).toBe(
      'An operation may ask for at most 20 root fields; this one asks for 21.',
    )
    expect(wide.json.data).toBeUndefined()
    const nested = 'docs { author { '.repeat(5)
    const deep = await graphql(`{ Posts { ${nested} id ${'} } '.repeat(5)} } }`, admin)
    expect(deep.json.errors?.map((error) => error.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^An operation may nest fields at most 10 levels deep/)]),
    )
  })

  it('counts each GraphQL login in the per-address and per-account limits of the login endpoint', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const target = await createUser(payload)
    const ip = randomIp()
    const login = () =>
      graphql(`mutation { loginUser(email: "${target.email}", password: "${TEST_PASSWORD}") { token } }`, admin, {
        'x-forwarded-for': ip,
      })
    await useUpRateLimit(payload, RATE_LIMITS.loginPerIp, ip, RATE_LIMITS.loginPerIp.limit - 1)
    expect((await login()).json.errors).toBeUndefined()
    const refused = await login()
    expect(refused.json.errors?.[0]?.extensions?.statusCode).toBe(429)
    expect(refused.json.data).toEqual({ loginUser: null })

    const other = await createUser(payload)
    await useUpRateLimit(payload, RATE_LIMITS.loginPerAccount, other.email)
    const perAccount = await graphql(
      `mutation { loginUser(email: "${other.email}", password: "${TEST_PASSWORD}") { token } }`,
      admin,
      { 'x-forwarded-for': randomIp() },
    )
    expect(perAccount.json.errors?.[0]?.extensions?.statusCode).toBe(429)
  })
})
