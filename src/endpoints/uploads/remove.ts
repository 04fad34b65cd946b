import type { Endpoint } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { json, requestLocale } from '../http'
import { findUpload, forbidden, notFound, ownerOf, UPLOADS } from './shared'
import { serverTranslator } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'

/** DELETE /api/uploads/{key}: the owner or an admin removes the record, and with it the file (see its hook). */
export const deleteUploadEndpoint: Endpoint = {
  path: '/uploads/:key',
  method: 'delete',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    const user = requireCaller(req)
    const upload = await findUpload(req, req.routeParams?.key)
    if (!upload) return notFound(t)
    if (ownerOf(upload) !== user.id && !hasRole(user, 'ADMIN')) return forbidden(t)
    await req.payload.delete({ collection: UPLOADS, id: upload.id, overrideAccess: true, req })
    return json(200, { success: true })
  },
}
