import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { industryChoicesOf, isProfileSection, profileSectionSchemaAt } from '@/domain/schemas'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { inTransaction } from '@/server/db/transaction'
import { loadApplication } from '@/server/consultants/loadApplication'
import { profileSectionSave } from '@/server/consultants/profileSectionSave'
import { writeConsultantData } from '@/server/consultants/writeConsultantData'
import { notFound, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * PATCH /api/consultants/profile/{section}: an approved consultant edits one part of their profile with the
 * update variant of the form (emptied links and video are sent as null). Applicants use the stepper.
 */
export const saveProfileSectionEndpoint: Endpoint = {
  path: '/consultants/profile/:section',
  method: 'patch',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'] })
    const locale = requestLocale(req)
    const section = req.routeParams?.section
    if (!isProfileSection(section)) throw notFound(text('api', 'profileSectionNotFound'))
    requireCaller(req, { active: true })
    const industries =
      section === 'experience' ? industryChoicesOf(await loadIndustries(req.payload, locale)) : undefined
    const parsed = await parseBody(req, profileSectionSchemaAt(section, new Date(), industries))
    const userId = user.id
    const data = await profileSectionSave(section, parsed.data, { req, userId, locale })
    await inTransaction(req, () => writeConsultantData(req, userId, data))
    return json(200, await loadApplication(req.payload, userId))
  },
}
