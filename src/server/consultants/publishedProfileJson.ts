import type { Payload } from 'payload'

import { publicProfileAnswer } from './publicProfileAnswer'
import { readPublicAnswer } from '@/server/cache/publicReads'

/**
 * GET /api/consultants/{ref}'s answer for everyone, as JSON, kept while nothing changes; null when that
 * consultant is not public (then only its owner and staff may see a preview).
 */
export function publishedProfileJson(payload: Payload, ref: string): Promise<string | null> {
  if (!ref) return Promise.resolve(null)
  return readPublicAnswer(payload, `profile:${ref}`, async () => {
    const answer = await publicProfileAnswer(payload, { ref })
    return answer ? JSON.stringify(answer) : null
  })
}
