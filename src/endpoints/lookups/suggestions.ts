import type { Endpoint, PayloadRequest } from 'payload'

import { json } from '../http'
import { COMMON_SKILLS, COMPANY_QUERY_MIN_LENGTH, SKILL_QUERY_MIN_LENGTH, matchSuggestions } from '@/domain/catalogue'

const CACHE = { 'Cache-Control': 'public, max-age=300' }

/** What published consultants have entered, as the pool the suggestions come from. */
async function publishedProfiles(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'consultant-profiles',
    where: { published: { equals: true } },
    select: { skills: true, workingHistory: { organization: true } },
    pagination: false,
    depth: 0,
  })
  return docs
}

/** GET /api/skills/suggestions?q=pyt — known skills containing q (from 3 characters; public). */
export const skillSuggestionsEndpoint: Endpoint = {
  path: '/skills/suggestions',
  method: 'get',
  handler: async (req) => {
    const q = req.searchParams.get('q')?.trim() ?? ''
    if (q.length < SKILL_QUERY_MIN_LENGTH) return json(200, { skills: [] }, CACHE)
    const entered = (await publishedProfiles(req)).flatMap((profile) => profile.skills ?? [])
    return json(200, { skills: matchSuggestions([...COMMON_SKILLS, ...entered], q) }, CACHE)
  },
}

/** GET /api/companies/suggestions?q=sie — employers named in consultants' work history (from 3 characters). */
export const companySuggestionsEndpoint: Endpoint = {
  path: '/companies/suggestions',
  method: 'get',
  handler: async (req) => {
    const q = req.searchParams.get('q')?.trim() ?? ''
    if (q.length < COMPANY_QUERY_MIN_LENGTH) return json(200, { companies: [] }, CACHE)
    const companies = (await publishedProfiles(req)).flatMap((profile) =>
      (profile.workingHistory ?? []).map((job) => job.organization),
    )
    return json(200, { companies: matchSuggestions(companies, q) }, CACHE)
  },
}
