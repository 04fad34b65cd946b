import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalText, readingMinutes, type LexicalState } from '@/domain/content'

/** Reading time follows the text of the locale being saved. */
export const computeReadingTime: CollectionBeforeChangeHook = ({ data }) => {
  if (data.content !== undefined) data.readingTime = readingMinutes(lexicalText(data.content as LexicalState))
  return data
}
