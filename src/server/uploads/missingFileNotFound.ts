import fs from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest, UploadConfig } from 'payload'

import { notFound, text } from '@/server/http/refusal'

/**
 * An upload collection's file handler: a file name that is not on the local disk is refused 404. Payload's
 * own local file route answers such a name (a made-up one, an id) with a 500. Returning nothing lets
 * Payload go on and serve the file.
 */
async function refuseMissingFile(req: PayloadRequest, params: { collection: string; filename: string }) {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  // Files kept by a storage adapter (S3) are served by its own handler, not from this disk.
  if (!upload || upload.disableLocalStorage) return
  const dir = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses a path outside with 400
  try {
    await fs.access(file)
  } catch {
    throw notFound(text('api', 'routeNotFound'))
  }
}

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

export const missingFileNotFound: FileHandler = (req, { params }) => refuseMissingFile(req, params)
