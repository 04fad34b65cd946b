import config from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { TaxInfoSection } from '../account/TaxInfoSection.client'
import { DocumentsUpload } from '../uploads/DocumentsUpload.client'
import { loadTaxInfo } from '@/server/consultants/taxInfo'
import { documentMaxCount, documentMaxMb } from '@/server/uploads/config'

/** Profile verification: the documents that prove what the profile claims. */
export async function ProfileVerification({ userId }: { userId: number }) {
  const t = await getTranslations('profilePages')
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
    <div className="application__form">
      <p className="application__lead">{t('verificationLead')}</p>
      <DocumentsUpload
        initial={docs.map((doc) => ({ key: doc.key, fileName: doc.fileName }))}
        rules={{ maxSizeMb: documentMaxMb(), multiple: true, maxCount: documentMaxCount() }}
      />
      <TaxInfoSection initial={await loadTaxInfo(payload, userId)} />
    </div>
  )
}
