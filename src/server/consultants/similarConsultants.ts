import { createLocalReq, type Payload } from 'payload'

import { similarConsultants } from '@/domain/profilePage'
import { publicRead } from '@/server/cache/publicReads'
import { similarityRows } from '@/server/queries/similarConsultants'
import { consultantCards, type ConsultantCard } from '@/server/search/consultantCards'

/**
 * The cards of a few other public consultants like the one of `profileId` (src/domain/profilePage),
 * kept with the other public reads while the public data is unchanged.
 */
export async function similarConsultantCards(payload: Payload, profileId: number): Promise<ConsultantCard[]> {
  const read = await publicRead(payload, `similar:${profileId}`, async (version) => {
    const req = await createLocalReq({}, payload)
    const { profile, candidates } = await similarityRows(req, profileId)
    const ids = profile ? similarConsultants(profile, candidates) : []
    return JSON.stringify(await consultantCards(req, ids, version))
  })
  return JSON.parse((await read.body()) ?? '[]') as ConsultantCard[]
}
