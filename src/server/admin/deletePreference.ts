import type { PayloadHandler, Where } from 'payload'

import { notFound, Refusal, text } from '@/server/http/refusal'

/*
 * Payload's own DELETE /api/payload-preferences/{key} filters on the polymorphic `user` relationship inside a
 * delete statement, which the Postgres adapter turns into invalid SQL (a 500 for every caller). The same filter
 * works in a find, so the preference is found first and then deleted by its id.
 */
export const deletePreference: PayloadHandler = async (req) => {
  const { payload, user } = req
  if (!user) throw new Refusal(401, 'NOT_AUTHENTICATED', text('api', 'adminUnauthorized'))
  const key = String(req.routeParams?.key ?? '')
  const mine: Where = {
    and: [
      { key: { equals: key } },
      { 'user.value': { equals: user.id } },
      { 'user.relationTo': { equals: user.collection } },
    ],
  }
  const { docs } = await payload.db.find({ collection: 'payload-preferences', where: mine, limit: 1, req })
  const found = docs[0] as { id: number } | undefined
  if (!found) throw notFound(text('api', 'adminNotFound'))
  await payload.db.deleteOne({ collection: 'payload-preferences', where: { id: { equals: found.id } }, req })
  return Response.json({ message: req.t('general:deletedSuccessfully') })
}
