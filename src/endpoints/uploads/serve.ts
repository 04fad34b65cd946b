import type { Endpoint } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { findUpload, ownerOf, uploadNotFound } from './shared'
import { isPrivateUpload, parseByteRange } from '@/domain/schemas'
import { forbidden, Refusal, text } from '@/server/http/refusal'
import { uploadStorage } from '@/server/uploads/config'
import { requireCaller } from '@/server/http/requireCaller'

/** How long the presigned S3 URL of a picture or document works: long enough to follow the redirect. */
const DOWNLOAD_URL_SECONDS = 5 * 60
/** A video player keeps requesting ranges of the URL it was redirected to while the video plays. */
const VIDEO_URL_SECONDS = 60 * 60

/**
 * GET /api/uploads/file/{key}: the stored file. Pictures and videos are public to whoever holds the key
 * (they are shown on public profiles); documents and CVs only to their owner, admins and reviewers. Answers a
 * single `Range: bytes=…` with 206 so videos can be seeked. With S3 it answers 302 to a presigned URL
 * of the object instead (S3 answers ranges itself), with the same Content-Type and Content-Disposition.
 */
export const serveUploadEndpoint: Endpoint = {
  path: '/uploads/file/:key',
  method: 'get',
  handler: async (req) => {
    const upload = await findUpload(req, req.routeParams?.key)
    if (!upload || upload.status !== 'stored') throw uploadNotFound()
    const isPrivate = isPrivateUpload(upload.context)
    if (isPrivate) {
      const user = requireCaller(req)
      if (ownerOf(upload) !== user.id && !hasRole(user, 'ADMIN', 'REVIEWER')) throw forbidden()
    }

    const contentType = upload.contentType || 'application/octet-stream'
    const contentDisposition = `${isPrivate ? 'attachment' : 'inline'}; filename="${upload.fileName}"`
    const cacheControl = isPrivate ? 'private, no-store' : 'private, max-age=86400'
    const storage = uploadStorage()
    if (storage.direct) {
      const seconds = upload.context === 'video' ? VIDEO_URL_SECONDS : DOWNLOAD_URL_SECONDS
      const location = await storage.direct.downloadUrl(
        upload.key,
        { contentType, contentDisposition, cacheControl },
        seconds,
      )
      // Not cached: the next visit asks again and gets a fresh URL.
      return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store' } })
    }

    const size = await storage.size(upload.key)
    if (size === null) throw uploadNotFound()

    const headers = new Headers({
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': contentDisposition,
      'Cache-Control': cacheControl,
      'Accept-Ranges': 'bytes',
    })
    const range = parseByteRange(req.headers.get('range'), size)
    if (range.kind === 'unsatisfiable') {
      throw new Refusal(416, 'RANGE_NOT_SATISFIABLE', text('api', 'uploadRangeNotSatisfiable'), {
        headers: { 'Content-Range': `bytes */${size}` },
      })
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
