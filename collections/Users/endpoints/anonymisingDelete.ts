import { getTranslation } from '@payloadcms/translations'
import type { Endpoint, PayloadRequest, Where } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { parseRecordId } from '@/domain/ids'
import { deleteAccount } from '@/server/account/deleteAccount'

/*
 * Consultations, payments, earnings and consent records point at their user for accounting, so a user
 * row is never removed: deleting one in the admin panel (or through the REST API) runs the same
 * anonymising deletion as the owner's own, and the row stays, without personal data.
 */

const forbidden = (req: PayloadRequest) => {
  const message = req.t('error:unauthorized')
  return Response.json({ message, errors: [{ message }] }, { status: 403 })
}

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
    if (!hasRole(req.user, 'ADMIN')) return forbidden(req)
    const id = parseRecordId(req.routeParams?.id)
    const [doc] = id === null ? [] : await anonymise(req, { id: { equals: id } })
    if (!doc) return Response.json({ message: req.t('general:notFound') }, { status: 404 })
    return Response.json({ doc, message: req.t('general:deletedSuccessfully') })
  },
}

/** DELETE /api/users?where=…: the admin panel's bulk delete. */
export const anonymisingDeleteMany: Endpoint = {
  path: '/',
  method: 'delete',
  handler: async (req) => {
    if (!hasRole(req.user, 'ADMIN')) return forbidden(req)
    const where = req.query?.where as Where | undefined
    // Without a filter this would be every account: the panel always names the rows it deletes.
    if (!where || Object.keys(where).length === 0) {
      const message = req.t('error:notAllowedToPerformAction')
      return Response.json({ message, errors: [{ message }] }, { status: 400 })
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
