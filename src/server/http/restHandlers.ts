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
