import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { withRequestGuard } from './requestGuard'
import { privateByDefault } from './responseHeaders'
import { withRouteLog } from '@/server/logging/withRouteLog'

/**
 * Payload's REST route handlers (its operations and our endpoints), each request logged with its id and
 * checked first (unreadable URL, body limit, JSON body an object, 405 for a method the path lacks); an
 * answer that names no Cache-Control is private.
 */
export function restHandlers(config: Promise<SanitizedConfig>) {
  const served = (handler: ReturnType<typeof REST_GET>) =>
    withRouteLog(config, withRequestGuard(config, privateByDefault(handler), { methodNotAllowed: true }))
  return {
    GET: served(REST_GET(config)),
    POST: served(REST_POST(config)),
    DELETE: served(REST_DELETE(config)),
    PATCH: served(REST_PATCH(config)),
    PUT: served(REST_PUT(config)),
    OPTIONS: REST_OPTIONS(config),
  }
}

export type RestMethod = keyof ReturnType<typeof restHandlers>

/** The `slug` route parameter of `/api/[...slug]` for a path below /api. */
export function restSlugOf(pathname: string): string[] {
  return pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decodedSegment)
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // a malformed escape: Payload then finds no route and answers 404
  }
}
