import config from '@payload-config'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { badRequestsFor, type BadRequest } from '../helpers/badInput'
import { createUser, tokenFor } from '../helpers/factories'
import { ownApiRoutes, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { changedCollections, recordsSnapshot, walPosition } from '../helpers/writeWatch'
import type { User } from '@/payload-types'
import type { RestMethod } from '@/server/http/restHandlers'
import { restRoutes, type RestRoute } from '@/server/http/restRoutes'

type Actor = { user?: User; token?: string }

let payload: Payload
let routes: RestRoute[]
const actors: Record<'anonymous' | 'consultee' | 'admin', Actor> = { anonymous: {}, consultee: {}, admin: {} }

beforeAll(async () => {
  payload = await testPayload()
  // Read from the config at test time, so an endpoint added later is swept as well.
  // With the paths that have a route file of their own; GraphQL's answers keep its protocol's error shape.
  const own = (await ownApiRoutes()).filter((route) => !route.path.startsWith('/api/graphql'))
  routes = [...restRoutes(await config), ...own].filter((route) => route.method !== 'OPTIONS')
  actors.consultee.user = await createUser(payload, { role: 'USER' })
  actors.admin.user = await createUser(payload, { role: 'ADMIN' })
  // Thousands of refusals would each log a stack trace; the findings below say everything needed.
  payload.logger.level = 'silent'
})

afterAll(() => {
  payload.logger.level = process.env.LOG_LEVEL ?? 'warn'
})

/** Signs the actor in again when a route before (a logout) ended its session. */
async function tokenOf(actor: Actor): Promise<string | undefined> {
  if (!actor.user) return undefined
  const valid = actor.token && (await payload.auth({ headers: new Headers({ authorization: `JWT ${actor.token}` }) }))
  if (!valid || !valid.user) actor.token = await tokenFor(payload, actor.user)
  return actor.token
}

type Finding = { actor: string; request: BadRequest; status: number; text: string }

/** Sends every bad request of a route as each actor; answers the findings and whether any request succeeded. */
async function sweepRoute(route: RestRoute, findings: Finding[]): Promise<{ sent: number; succeeded: boolean }> {
  const requests = badRequestsFor(route)
  let succeeded = false
  await Promise.all(
    Object.entries(actors).map(async ([actor, who]) => {
      const token = await tokenOf(who)
      for (const request of requests) {
        const method = request.method as Exclude<RestMethod, 'OPTIONS'>
        const { status, json, text } = await rest(method, request.path, { token, body: request.body })
        if (status < 300) succeeded = true
        if (status >= 500 || (status >= 400 && typeof json.message !== 'string')) {
          findings.push({ actor, request, status, text: text.slice(0, 200) })
        }
      }
    }),
  )
  return { sent: requests.length * 3, succeeded }
}

describe('every REST route of the config, sent bad input by every kind of caller', () => {
  it('never answers 5xx, answers every 4xx in the error shape, writes nothing and keeps answering', async () => {
    expect(routes.length).toBeGreaterThan(100)
    const actorIds = [actors.consultee.user!.id, actors.admin.user!.id]
    const findings: Finding[] = []
    const writtenOnRefusal: { route: string; collections: string[] }[] = []
    let snapshot = await recordsSnapshot(payload, actorIds)
    let sent = 0
    // Where one route's sweep ended is where the next one's begins: nothing in between writes.
    let wal = await walPosition(payload)
    for (const route of routes) {
      const swept = await sweepRoute(route, findings)
      sent += swept.sent
      const walBefore = wal
      wal = await walPosition(payload)
      if (wal === walBefore) continue
      const after = await recordsSnapshot(payload, actorIds)
      const collections = changedCollections(snapshot, after)
      // A write that some caller was allowed to make (a 2xx) is no finding; one behind refusals only is.
      if (collections.length && !swept.succeeded)
        writtenOnRefusal.push({ route: `${route.method} ${route.path}`, collections })
      snapshot = after
    }
    expect(sent).toBeGreaterThan(routes.length * 3)
    expect(findings).toEqual([])
    expect(writtenOnRefusal).toEqual([])
    expect((await rest('GET', '/api/health')).status).toBe(200)
  }, 600_000)
})
