/* Payload REST API (generated shape), each request logged with its request id. */
import config from '@payload-config'
import '@payloadcms/next/css'

import { restHandlers } from '@/server/http/restHandlers'

const handlers = restHandlers(config)

export const GET = handlers.GET
export const POST = handlers.POST
export const DELETE = handlers.DELETE
export const PATCH = handlers.PATCH
export const PUT = handlers.PUT
export const OPTIONS = handlers.OPTIONS
