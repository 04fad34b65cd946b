import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'

let payload: Payload
// A word no other test uses, so these consultants are the only ones found.
const TOKEN = 'Xochicalco'

async function consultant(
  firstName: string,
  profile: Record<string, unknown>,
  profileStatus: User['profileStatus'] = 'ACTIVE',
) {
  const user = await createUser(payload, { role: 'CONSULTANT', profileStatus, firstName })
  return payload.create({
    depth: 0,
    collection: 'consultant-profiles',
    data: { user: user.id, published: true, tagline: `${TOKEN} mentor`, ...profile },
  })
}

const names = async (search: string, filters = '') => {
  const query = `search=${encodeURIComponent(`${TOKEN} ${search}`.trim())}${filters}`
  const { status, json } = await rest('GET', `/api/consultants?${query}`)
  expect(status).toBe(200)
  return (json.consultants as { firstName: string }[]).map((card) => card.firstName)
}

const documentCount = async (profileId: number) =>
  Number(
    (
      await execute<{ n: string }>(
        payload,
        sql`select count(*) as n from consultant_search.documents where profile_id = ${profileId}`,
      )
    )[0]?.n,
  )

beforeAll(async () => {
  payload = await testPayload()
})

describe('the stored search vectors', () => {
  it('follow a profile edit: the new words are found (also misspelt), the old ones no longer', async () => {
    const profile = await consultant('Greta', { aboutMe: 'Negotiation coaching for engineers.' })
    expect(await names('negotiation')).toEqual(['Greta'])
    await payload.update({
      collection: 'consultant-profiles',
      id: profile.id,
      data: { aboutMe: 'Photogrammetry for surveyors.' },
    })
    expect(await names('negotiation')).toEqual([])
    expect(await names('photogram')).toEqual(['Greta'])
    expect(await names('fotogrammetry')).toEqual(['Greta'])
  })

  it('rank a word-prefix match above a misspelt one, whatever the rating', async () => {
    await consultant('Hanno', { skills: ['Terraformation'], averageRating: 3 })
    await consultant('Ilse', { skills: ['Terraformasion'], averageRating: 5 })
    expect(await names('terraformation')).toEqual(['Hanno', 'Ilse'])
  })

  it('rank equal word matches by rating, not by how often a profile repeats the word', async () => {
    await consultant('Pia', { aboutMe: 'Glassblowing, glassblowing and more glassblowing.', averageRating: 3 })
    await consultant('Quirin', { skills: ['Glassblowing'], averageRating: 5 })
    expect(await names('glassblowing')).toEqual(['Quirin', 'Pia'])
  })

  it('go with a deleted profile', async () => {
    const profile = await consultant('Jost', { skills: ['Dendrochronology'] })
    expect(await documentCount(profile.id)).toBe(1)
    await payload.delete({ collection: 'consultant-profiles', id: profile.id })
    expect(await documentCount(profile.id)).toBe(0)
  })
})

describe('the stored filter values', () => {
  const job = { title: 'Lead', city: 'Berlin', country: 'DE', fromDate: '2020-01', toDate: 'NOW' }

  it('follow the user: a consultant joins the list the moment they become ACTIVE', async () => {
    const profile = await consultant('Lotte', { skills: ['Cartography'] }, 'APPLICATION_SUBMITTED')
    expect(await names('cartography')).toEqual([])
    await payload.update({ collection: 'users', id: profile.user as number, data: { profileStatus: 'ACTIVE' } })
    expect(await names('cartography')).toEqual(['Lotte'])
  })

  it('follow the profile: unpublished, industry, major, services and employers changed at once', async () => {
    const profile = await consultant('Mats', {
      industry: 'finance-and-banking',
      services: [{ serviceId: 'career-services/cv-review', title: 'CV review' }],
      workingHistory: [{ ...job, organization: 'Nordwind AG' }],
    })
    expect(await names('', '&serviceFilters=career-services/cv-review&companyFilters=nordwind%20ag')).toEqual(['Mats'])
    await payload.update({
      collection: 'consultant-profiles',
      id: profile.id,
      data: {
        industry: 'consulting',
        major: 'economics',
        services: [{ title: 'Salary negotiation' }],
        workingHistory: [{ ...job, organization: 'Südwind GmbH' }],
      },
    })
    expect(await names('', '&serviceFilters=career-services/cv-review')).toEqual([])
    expect(await names('', '&companyFilters=nordwind%20ag')).toEqual([])
    expect(await names('', '&industryFilters=finance-and-banking')).toEqual([])
    expect(
      await names('', '&serviceFilters=salary%20negotiation&companyFilters=s%C3%BCdwind%20gmbh&industry=consulting'),
    ).toEqual(['Mats'])
    expect(await names('', '&major=economics')).toEqual(['Mats'])
    await payload.update({ collection: 'consultant-profiles', id: profile.id, data: { published: false } })
    expect(await names('', '&major=economics')).toEqual([])
  })

  it('follow the rating: among equal matches the best rated come first', async () => {
    const nora = await consultant('Nora', { skills: ['Heraldry'], averageRating: 3 })
    await consultant('Otto', { skills: ['Heraldry'], averageRating: 4 })
    expect(await names('heraldry')).toEqual(['Otto', 'Nora'])
    await payload.update({ collection: 'consultant-profiles', id: nora.id, data: { averageRating: 5 } })
    expect(await names('heraldry')).toEqual(['Nora', 'Otto'])
  })
})
