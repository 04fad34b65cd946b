import type { Payload } from 'payload'

import { publicProfileAnswer } from './publicProfileAnswer'
import { publicRead } from '@/server/cache/publicReads'
import type { PublicRead } from '@/server/http/publicAnswer'

/**
 * GET /api/consultants/{ref}'s answer for everyone, as JSON, kept while nothing changes; null when that
 * consultant is not public (then only its owner and staff may see a preview).
 */
export function publishedProfileRead(payload: Payload, ref: string): Promise<PublicRead> {
  return publicRead(payload, `profile:${ref}`, async () => {
    const answer = ref ? await publicProfileAnswer(payload, { ref }) : null
    return answer ? JSON.stringify(answer) : null
  })
}
