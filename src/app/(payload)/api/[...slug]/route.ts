/* Payload REST API (generated shape), each request logged with its request id. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withRouteLog } from '@/server/logging/withRouteLog'

export const GET = withRouteLog(config, REST_GET(config))
export const POST = withRouteLog(config, REST_POST(config))
export const DELETE = withRouteLog(config, REST_DELETE(config))
export const PATCH = withRouteLog(config, REST_PATCH(config))
export const PUT = withRouteLog(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
