import 'server-only'

import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { ContentTag } from './revalidate'

export const contentPayload = () => getPayload({ config })

/**
 * Published content is read once and kept in Next's data cache; an editor's publish in the admin panel
 * drops the tag at once (the collection's afterChange hook). Scheduled publishing and effective dates run
 * outside a request, where no tag can be dropped, so entries are also refreshed in the background after a
 * minute: visitors never wait for the database, and a scheduled post shows within about a minute.
 */
export function cachedContent<A extends unknown[], R>(tag: ContentTag, name: string, read: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> =>
    unstable_cache(() => read(...args), [name, JSON.stringify(args)], { tags: [tag], revalidate: 60 })()
}
