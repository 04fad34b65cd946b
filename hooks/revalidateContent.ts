import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateContent, type ContentTag } from '@/server/content/revalidate'

type PathsOf = (doc: Record<string, unknown>) => string[]

/**
 * afterChange and afterDelete hooks that drop the public cache of a content collection. A saved draft
 * changes nothing public, so only publishing, unpublishing and deleting revalidate.
 */
export function revalidateOnPublish(tag: ContentTag, pathsOf: PathsOf) {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
    const wasPublished = (previousDoc as { _status?: string } | undefined)?._status === 'published'
    if (doc._status === 'published' || wasPublished) {
      revalidateContent(tag, [...pathsOf(doc), ...(previousDoc ? pathsOf(previousDoc) : [])])
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    revalidateContent(tag, pathsOf(doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Categories have no drafts: every change and deletion shows on the pages that list them. */
export function revalidateOnChange(tag: ContentTag, paths: readonly string[]) {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    revalidateContent(tag, paths)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    revalidateContent(tag, paths)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
