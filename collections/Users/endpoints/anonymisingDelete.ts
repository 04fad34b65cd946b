import { getTranslation } from '@payloadcms/translations'
import type { Endpoint, PayloadRequest, Where } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { parseRecordId } from '@/domain/ids'
import { deleteAccount } from '@/server/account/deleteAccount'
import { notFound, Refusal, text } from '@/server/http/refusal'

/*
 * Consultations, payments, earnings and consent records point at their user for accounting, so a user
 * row is never removed: deleting one in the admin panel (or through the REST API) runs the same
 * anonymising deletion as the owner's own, and the row stays, without personal data.
 */

// The admin panel's own wording, and Payload's error shape it reads, in place of Payload's delete route.
const notAdmin = () => new Refusal(403, 'FORBIDDEN', text('api', 'adminUnauthorized'), { messageInErrors: true })

async function anonymise(req: PayloadRequest, where: Where) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
    user: req.user,
  })
  const now = new Date()
  for (const user of docs) await deleteAccount(req, user, now)
  return Promise.all(
    docs.map((user) => req.payload.findByID({ collection: 'users', id: user.id, depth: 0, req, overrideAccess: true })),
  )
}

/** DELETE /api/users/{id}. */
export const anonymisingDeleteByID: Endpoint = {
  path: '/:id',
  method: 'delete',
  handler: async (req) => {
    if (!hasRole(req.user, 'ADMIN')) throw notAdmin()
    const id = parseRecordId(req.routeParams?.id)
    const [doc] = id === null ? [] : await anonymise(req, { id: { equals: id } })
    if (!doc) throw notFound(text('api', 'adminNotFound'))
    return Response.json({ doc, message: req.t('general:deletedSuccessfully') })
  },
}

/** DELETE /api/users?where=…: the admin panel's bulk delete. */
export const anonymisingDeleteMany: Endpoint = {
  path: '/',
  method: 'delete',
  handler: async (req) => {
    if (!hasRole(req.user, 'ADMIN')) throw notAdmin()
    const where = req.query?.where as Where | undefined
    // Without a filter this would be every account: the panel always names the rows it deletes.
    if (!where || Object.keys(where).length === 0) {
      throw new Refusal(400, 'FILTER_REQUIRED', text('api', 'adminNotAllowed'), { messageInErrors: true })
    }
    const docs = await anonymise(req, where)
    const label = req.payload.collections.users.config.labels[docs.length === 1 ? 'singular' : 'plural']
    const message = req.t('general:deletedCountSuccessfully', {
      count: docs.length,
      label: getTranslation(label, req.i18n),
    })
    return Response.json({ docs, errors: [], message })
  },
}
