/* Payload GraphQL API (generated shape), each request logged with its request id. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withRouteLog } from '@/server/logging/withRouteLog'

export const POST = withRouteLog(config, GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
