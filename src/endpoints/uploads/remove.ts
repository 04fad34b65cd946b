import type { Endpoint } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { json, requestLocale } from '../http'
import { findUpload, forbidden, notFound, ownerOf, UPLOADS } from './shared'
import { serverTranslator } from '@/server/i18n'

/** DELETE /api/uploads/{key}: the owner or an admin removes the record, and with it the file (see its hook). */
export const deleteUploadEndpoint: Endpoint = {
  path: '/uploads/:key',
  method: 'delete',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    if (!req.user) return json(401, { message: t('notAuthenticated') })
    const upload = await findUpload(req, req.routeParams?.key)
    if (!upload) return notFound(t)
    if (ownerOf(upload) !== req.user.id && !hasRole(req.user, 'ADMIN')) return forbidden(t)
    await req.payload.delete({ collection: UPLOADS, id: upload.id, overrideAccess: true, req })
    return json(200, { success: true })
  },
}
