import type { Endpoint } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { json, requestLocale } from '../http'
import { findUpload, forbidden, notFound, ownerOf } from './shared'
import { parseByteRange } from '@/domain/schemas'
import { serverTranslator } from '@/server/i18n'
import { uploadStorage } from '@/server/uploads/config'

/**
 * GET /api/uploads/file/{key}: the stored file. Pictures and videos are public to whoever holds the key
 * (they are shown on public profiles); documents only to their owner, admins and reviewers. Answers a
 * single `Range: bytes=…` with 206 so videos can be seeked.
 */
export const serveUploadEndpoint: Endpoint = {
  path: '/uploads/file/:key',
  method: 'get',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    const upload = await findUpload(req, req.routeParams?.key)
    if (!upload || upload.status !== 'stored') return notFound(t)
    const isDocument = upload.context === 'document'
    if (isDocument) {
      if (!req.user) return json(401, { message: t('notAuthenticated') })
      if (ownerOf(upload) !== req.user.id && !hasRole(req.user, 'ADMIN', 'REVIEWER')) return forbidden(t)
    }

    const storage = uploadStorage()
    const size = await storage.size(upload.key)
    if (size === null) return notFound(t)

    const headers = new Headers({
      'Content-Type': upload.contentType || 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': `${isDocument ? 'attachment' : 'inline'}; filename="${upload.fileName}"`,
      'Cache-Control': isDocument ? 'private, no-store' : 'private, max-age=86400',
      'Accept-Ranges': 'bytes',
    })
    const range = parseByteRange(req.headers.get('range'), size)
    if (range.kind === 'unsatisfiable') {
      return json(
        416,
        { message: t('uploadRangeNotSatisfiable'), code: 'RANGE_NOT_SATISFIABLE' },
        { 'Content-Range': `bytes */${size}` },
      )
    }
    if (range.kind === 'range') {
      headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      headers.set('Content-Length', String(range.end - range.start + 1))
      return new Response(storage.read(upload.key, range), { status: 206, headers })
    }
    headers.set('Content-Length', String(size))
    return new Response(storage.read(upload.key), { status: 200, headers })
  },
}
