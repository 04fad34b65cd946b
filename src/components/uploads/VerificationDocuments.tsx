import config from '@payload-config'
import { getPayload } from 'payload'

import { DocumentsUpload } from './DocumentsUpload.client'
import { documentMaxCount, documentMaxMb } from '@/server/uploads/config'

/** The consultant's stored verification documents with the upload widget (several, up to the configured count). */
export async function VerificationDocuments({ userId }: { userId: number }) {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'upload-files',
    where: {
      and: [{ owner: { equals: userId } }, { context: { equals: 'document' } }, { status: { equals: 'stored' } }],
    },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
  })
  return (
    <DocumentsUpload
      initial={docs.map((doc) => ({ key: doc.key, fileName: doc.fileName }))}
      rules={{ maxSizeMb: documentMaxMb(), multiple: true, maxCount: documentMaxCount() }}
    />
  )
}
