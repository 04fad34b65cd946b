import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'

import { serverUrl } from '@/server/env'
import { listedProfiles } from '@/server/consultants/listedProfiles'

// Read at request time: the list of ACTIVE consultants changes without a new build.
export const dynamic = 'force-dynamic'

/** The public content pages and the profile of every ACTIVE consultant. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = serverUrl()
  const profiles = await listedProfiles(await getPayload({ config }))
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/consultants`, changeFrequency: 'daily', priority: 0.9 },
    ...profiles.map((profile) => ({
      url: `${base}/consultants/${profile.consultantShortId}`,
      lastModified: profile.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
  ]
}
