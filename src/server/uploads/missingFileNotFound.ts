import fs from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest, UploadConfig } from 'payload'

import { json, requestLocale } from '@/endpoints/http'
import { serverTranslator } from '@/server/i18n'

/**
 * An upload collection's file handler: a file name that is not on the local disk answers 404. Payload's
 * own local file route answers such a name (a made-up one, an id) with a 500.
 */
async function notFoundAnswer(
  req: PayloadRequest,
  params: { collection: string; filename: string },
): Promise<Response | undefined> {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  // Files kept by a storage adapter (S3) are served by its own handler, not from this disk.
  if (!upload || upload.disableLocalStorage) return
  const dir = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(dir, params.filename)
  if (!file.startsWith(dir + path.sep)) return // Payload refuses a path outside with 400
  try {
    await fs.access(file)
  } catch {
    return json(404, { message: serverTranslator(requestLocale(req), 'api')('routeNotFound'), code: 'NOT_FOUND' })
  }
}

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

// Payload's type separates Promise<Response> from Promise<void>; it reads an undefined result as "go on".
export const missingFileNotFound: FileHandler = (req, { params }) => notFoundAnswer(req, params) as Promise<Response>
