import { GRAPHQL_PLAYGROUND_GET, GRAPHQL_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { staffOnly } from './staffOnly'
import { withRequestGuard } from '@/server/http/requestGuard'
import { withRouteLog } from '@/server/logging/withRouteLog'

/** POST /api/graphql as src/app/(payload)/api/graphql serves it: logged, staff only, then Payload's handler. */
export function graphqlPost(config: Promise<SanitizedConfig>) {
  // The request guard first: a body over 1 MiB answers 413 before staff-only or GraphQL reads it.
  return withRouteLog(config, withRequestGuard(config, staffOnly(config, GRAPHQL_POST(config))))
}

/** GET /api/graphql-playground: staff only; Payload itself answers 404 in production (disablePlaygroundInProduction). */
export function graphqlPlaygroundGet(config: Promise<SanitizedConfig>) {
  return staffOnly(config, GRAPHQL_PLAYGROUND_GET(config))
}
