import type { Endpoint } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { json } from '../http'
import { findUpload, ownerOf, uploadNotFound, UPLOADS } from './shared'
import { forbidden } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/** DELETE /api/uploads/{key}: the owner or an admin removes the record, and with it the file (see its hook). */
export const deleteUploadEndpoint: Endpoint = {
  path: '/uploads/:key',
  method: 'delete',
  handler: async (req) => {
    const user = requireCaller(req)
    const upload = await findUpload(req, req.routeParams?.key)
    if (!upload) throw uploadNotFound()
    if (ownerOf(upload) !== user.id && !hasRole(user, 'ADMIN')) throw forbidden()
    await req.payload.delete({ collection: UPLOADS, id: upload.id, overrideAccess: true, req })
    return json(200, { success: true })
  },
}
