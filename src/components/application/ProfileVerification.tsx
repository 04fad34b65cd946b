import { getTranslations } from 'next-intl/server'

import shared from './application.module.css'
import { TaxInfoSection } from '../account/TaxInfoSection.client'
import { DocumentsUpload } from '../uploads/DocumentsUpload.client'
import type { TaxInfo } from '@/domain/schemas'
import type { VerificationDocuments } from '@/server/consultants/pageData'

/** Profile verification: the documents that prove what the profile claims, and the tax details. */
export async function ProfileVerification({
  documents,
  taxInfo,
}: {
  documents: VerificationDocuments
  taxInfo: TaxInfo
}) {
  const t = await getTranslations('profilePages')
  return (
    <div className={shared.form}>
      <p className={shared.lead}>{t('verificationLead')}</p>
      <DocumentsUpload {...documents} />
      <TaxInfoSection initial={taxInfo} />
    </div>
  )
}
