import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'

import { serverUrl } from '@/server/env'

// Read at request time: the list of approved consultants changes without a new build.
export const dynamic = 'force-dynamic'

/** The public pages and every approved consultant's profile. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = serverUrl()
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'consultant-profiles',
    where: { published: { equals: true } },
    select: { consultantShortId: true, updatedAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/consultants`, changeFrequency: 'daily', priority: 0.9 },
    ...docs.map((profile) => ({
      url: `${base}/consultants/${profile.consultantShortId}`,
      lastModified: profile.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
  ]
}
