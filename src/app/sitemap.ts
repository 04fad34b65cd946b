import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'

import { serverUrl } from '@/server/env'
import { listedProfiles } from '@/server/consultants/listedProfiles'
import { publishedPostPaths } from '@/server/content/posts'

type Frequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>
const CONTENT_PAGES: [string, Frequency, number][] = [
  ['/blogs', 'weekly', 0.8],
  ['/help-center', 'weekly', 0.6],
  ['/webinars', 'weekly', 0.6],
  ['/about', 'monthly', 0.5],
  ['/contact-us', 'yearly', 0.4],
  ['/terms-of-use', 'yearly', 0.2],
  ['/privacy-policy', 'yearly', 0.2],
  ['/consultant-policy', 'yearly', 0.2],
  ['/terms', 'yearly', 0.2],
]

// Read at request time: the list of ACTIVE consultants changes without a new build.
export const dynamic = 'force-dynamic'

/** The public content pages and the profile of every ACTIVE consultant. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = serverUrl()
  const [profiles, posts] = await Promise.all([listedProfiles(await getPayload({ config })), publishedPostPaths()])
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/consultants`, changeFrequency: 'daily', priority: 0.9 },
    ...CONTENT_PAGES.map(([path, changeFrequency, priority]) => ({ url: `${base}${path}`, changeFrequency, priority })),
    ...posts.map((post) => ({
      url: `${base}/blogs/${post.slug}`,
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...profiles.map((profile) => ({
      url: `${base}/consultants/${profile.consultantShortId}`,
      lastModified: profile.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
  ]
}
