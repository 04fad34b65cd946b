import type { CollectionBeforeChangeHook } from 'payload'

import { isCompletedStatus } from '@/domain/status'

/** Records when a consultation became a request, was confirmed and was completed, whoever moved it. */
export const stampStageTimes: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const from = originalDoc?.status
  const to = data.status
  if (!to || to === from) return data
  const now = new Date().toISOString()
  if (to === 'UPCOMING_PENDING' && !data.requestedAt) data.requestedAt = now
  if (to === 'UPCOMING_CONFIRMED' && !data.confirmedAt) data.confirmedAt = now
  if (isCompletedStatus(to) && !data.completedAt) data.completedAt = now
  return data
}
