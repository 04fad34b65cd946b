import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { SIMILAR_CONSULTANTS } from '@/domain/profilePage'
import { similarConsultantCards } from '@/server/consultants/similarConsultants'

let payload: Payload
// Skills no other test uses, so only these consultants share them.
const token = crypto.randomUUID().slice(0, 8)
const ROPE = `Rope access ${token}`
const KNOTS = `Knot theory ${token}`

async function consultant(
  firstName: string,
  profile: Record<string, unknown>,
  { active = true, published = true } = {},
) {
  const user = await createUser(payload, {
    role: 'CONSULTANT',
    profileStatus: active ? 'ACTIVE' : 'STEP4',
    firstName,
    lastName: 'Similar',
  })
  return payload.create({
    collection: 'consultant-profiles',
    data: { user: user.id, published, pricing30Min: 4000, ...profile },
  })
}

const namesOf = async (profileId: number) =>
  (await similarConsultantCards(payload, profileId)).map((card) => card.firstName)

let target: { id: number }
let hidden: { id: number }

beforeAll(async () => {
  payload = await testPayload()
  target = await consultant('Tara', { industry: 'information-technology', skills: [ROPE, KNOTS] })
  await consultant('Both', { skills: [KNOTS.toUpperCase(), ROPE] })
  await consultant('Field', { industry: 'information-technology', skills: [ROPE] })
  hidden = await consultant(
    'Hidden',
    { industry: 'information-technology', skills: [ROPE, KNOTS] },
    { published: false },
  )
  await consultant('Inactive', { industry: 'information-technology', skills: [ROPE, KNOTS] }, { active: false })
})

describe('similarConsultantCards', () => {
  it('shows listed consultants sharing the field or skills, the most similar first, never the profile itself', async () => {
    const names = await namesOf(target.id)
    expect(names.slice(0, 2)).toEqual(['Field', 'Both'])
    expect(names.length).toBeLessThanOrEqual(SIMILAR_CONSULTANTS)
    expect(names).not.toContain('Tara')
    expect(names).not.toContain('Hidden')
    expect(names).not.toContain('Inactive')
  })

  it('a profile sharing nothing with anyone has no similar consultants', async () => {
    const loner = await consultant('Loner', { skills: [`Lonely craft ${token}`] })
    expect(await namesOf(loner.id)).toEqual([])
  })

  it('a kept answer is not shown after the public data changed', async () => {
    expect(await namesOf(target.id)).not.toContain('Hidden')
    await payload.update({ collection: 'consultant-profiles', id: hidden.id, data: { published: true } })
    expect((await namesOf(target.id))[0]).toBe('Hidden')
  })
})
