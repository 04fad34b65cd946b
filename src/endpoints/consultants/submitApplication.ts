import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, requestLocale } from '../http'
import { serverTranslator } from '@/server/i18n'

/** POST /api/consultants/application/submit: after step 4 was saved, the application goes to review. */
export const submitApplicationEndpoint: Endpoint = {
  path: '/consultants/application/submit',
  method: 'post',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    const t = serverTranslator(requestLocale(req), 'api')
    const { payload } = req
    const user = await payload.findByID({ collection: 'users', id: req.user.id, depth: 0 })
    const profile = (
      await payload.find({
        collection: 'consultant-profiles',
        where: { user: { equals: user.id } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    // Step 4 leaves the status at STEP4; its saved data tells that the last step is done.
    const lastStepSaved = !!profile?.industry && (profile.workingHistory?.length ?? 0) > 0
    if (user.profileStatus !== 'STEP4' || !lastStepSaved) {
      return json(409, { message: t('applicationIncomplete'), code: 'APPLICATION_INCOMPLETE' })
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { profileStatus: 'APPLICATION_SUBMITTED' },
      overrideAccess: true,
    })
    return json(200, { profileStatus: 'APPLICATION_SUBMITTED' })
  },
}
