import { revalidatePath, revalidateTag } from 'next/cache'

import { internalPathsOf } from '@/domain/content/contentRoutes'

export const CONTENT_TAGS = {
  posts: 'content:posts',
  help: 'content:help',
  pages: 'content:pages',
  legal: 'content:legal',
} as const
export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS]

/**
 * Drops the cached content and pages after an editor's change, so the next visitor sees it. The pages are
 * prerendered per language under internal paths, so each public path stands for one page per language.
 * Outside a Next request (seed script, tests, the jobs worker) there is no cache to drop and Next throws;
 * that is expected and ignored.
 */
export function revalidateContent(tag: ContentTag, paths: readonly string[]): void {
  try {
    revalidateTag(tag, { expire: 0 })
    for (const path of paths.flatMap(internalPathsOf)) revalidatePath(path)
  } catch (error) {
    if (error instanceof Error && /static generation store missing/.test(error.message)) return
    console.warn(`revalidating ${tag} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
