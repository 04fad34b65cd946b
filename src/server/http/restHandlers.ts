import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { withRouteLog } from '@/server/logging/withRouteLog'

/** Payload's REST route handlers (its operations and our endpoints), each request logged with its id. */
export function restHandlers(config: Promise<SanitizedConfig>) {
  return {
    GET: withRouteLog(config, REST_GET(config)),
    POST: withRouteLog(config, REST_POST(config)),
    DELETE: withRouteLog(config, REST_DELETE(config)),
    PATCH: withRouteLog(config, REST_PATCH(config)),
    PUT: withRouteLog(config, REST_PUT(config)),
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
