import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { slugify } from '@/domain/content'
import type { Post } from '@/payload-types'

const unique = () => crypto.randomUUID().slice(0, 8)

/** A Lexical text of one paragraph, as the admin panel stores it. */
export const paragraphText = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

/** A post stored directly (as an admin), published unless `status` says draft; English only unless `de` is given. */
export async function storedPost(
  payload: Payload,
  {
    status = 'published',
    title = `Post ${unique()}`,
    de,
  }: { status?: 'draft' | 'published'; title?: string; de?: string } = {},
): Promise<Post> {
  const post = await payload.create({
    collection: 'posts',
    locale: 'en',
    draft: status === 'draft',
    data: { title, slug: `${slugify(title)}-${unique()}`, content: paragraphText(`${title} body`), _status: status },
  })
  if (!de) return post
  return payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'de',
    draft: status === 'draft',
    data: { title: de, _status: status },
  })
}
