import type { CollectionAfterDeleteHook } from 'payload'

import { uploadStorage } from '@/server/uploads/config'

/** A deleted upload record takes its file along, whichever API deleted it (with S3 also bytes not yet checked). */
export const removeStoredFile: CollectionAfterDeleteHook = async ({ doc }) => {
  const key = (doc as { key?: unknown }).key
  if (typeof key !== 'string') return
  const storage = uploadStorage()
  await storage.remove(key)
  await storage.direct?.discardIncoming(key)
}
