import config from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { TaxInfoSection } from '../account/TaxInfoSection.client'
import { VerificationDocuments } from '../uploads/VerificationDocuments'
import { loadTaxInfo } from '@/server/consultants/taxInfo'

/** Profile verification: the documents that prove what the profile claims, and the tax details. */
export async function ProfileVerification({ userId }: { userId: number }) {
  const t = await getTranslations('profilePages')
  const taxInfo = await loadTaxInfo(await getPayload({ config }), userId)
  return (
    <div className="application__form">
      <p className="application__lead">{t('verificationLead')}</p>
      <VerificationDocuments userId={userId} />
      <TaxInfoSection initial={taxInfo} />
    </div>
  )
}
