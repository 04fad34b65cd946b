import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { forbidden, text } from '@/server/http/refusal'

const refusal = () => forbidden(text('api', 'invoiceImmutable'))

/**
 * An issued invoice, credit note or statement is final, also for the server's own writes (overrideAccess): German
 * bookkeeping rules allow a correction only as a new document.
 */
export const refuseChanges: { beforeChange: CollectionBeforeChangeHook; beforeDelete: CollectionBeforeDeleteHook } = {
  beforeChange: ({ data, operation }) => {
    if (operation !== 'create') throw refusal()
    return data
  },
  beforeDelete: () => {
    throw refusal()
  },
}
