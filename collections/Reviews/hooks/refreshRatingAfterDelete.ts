import type { CollectionAfterDeleteHook } from 'payload'

import type { Review } from '@/payload-types'
import { refreshConsultantRating } from '@/server/sessions/consultantRating'

/** An admin removing a review takes it out of the consultant's average too. */
export const refreshRatingAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  const consultant = typeof doc.consultant === 'number' ? doc.consultant : doc.consultant.id
  await refreshConsultantRating(req, consultant)
  return doc
}
