import type { PayloadRequest } from 'payload'

import type { Upload } from '@/payload-types'

/** The caller's own stored upload of that kind (or one of those kinds) under `key`, or null (unknown, someone else's, or not uploaded yet). */
export async function ownStoredUpload(
  req: PayloadRequest,
  key: string,
  userId: number,
  context: Upload['context'] | readonly Upload['context'][],
): Promise<Upload | null> {
  const contexts: readonly Upload['context'][] = typeof context === 'string' ? [context] : context
  const { docs } = await req.payload.find({
    collection: 'upload-files',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    req,
  })
  const upload = docs[0]
  const owner = typeof upload?.owner === 'object' ? upload.owner?.id : upload?.owner
  return upload && owner === userId && contexts.includes(upload.context) && upload.status === 'stored' ? upload : null
}
