/* Payload GraphQL playground: outside production only (Payload's rule), and then for signed-in staff only. */
import config from '@payload-config'
import '@payloadcms/next/css'

import { graphqlPlaygroundGet } from '@/server/graphql/routes'

export const GET = graphqlPlaygroundGet(config)
