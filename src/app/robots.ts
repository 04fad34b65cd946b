import type { MetadataRoute } from 'next'

import { serverUrl } from '@/server/env'

// Read at request time: the site's origin (SERVER_URL) is not known when the build prerenders.
export const dynamic = 'force-dynamic'

/** Crawlers see the public site; accounts, dashboards, the admin panel and the API stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/api/', '/consultant/', '/consultee/', '/consultant-application/', '/dev/', '/on-boarding'],
    },
    sitemap: `${serverUrl()}/sitemap.xml`,
  }
}
