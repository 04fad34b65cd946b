/* Payload GraphQL API, for signed-in staff only, each request logged with its request id. */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlPost } from '@/server/graphql/routes'

export const POST = graphqlPost(config)
export const OPTIONS = REST_OPTIONS(config)
