import type { CollectionAfterDeleteHook } from 'payload'

import { uploadStorage } from '@/server/uploads/config'

/** A deleted upload record takes its file along, whichever API deleted it. */
export const removeStoredFile: CollectionAfterDeleteHook = async ({ doc }) => {
  const key = (doc as { key?: unknown }).key
  if (typeof key === 'string') await uploadStorage().remove(key)
}
