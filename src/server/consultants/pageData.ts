import 'server-only'

import type { Payload } from 'payload'

import type { CatalogueIndustry, LocalizedService } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import type { ApplicationStep, ConsultantProfilePage } from '@/domain/navigation'
import type { DocumentRules, TaxInfo } from '@/domain/schemas'
import { loadIndustries, loadServices } from '@/server/catalogue/loadCatalogue'
import { loadTaxInfo } from '@/server/consultants/taxInfo'
import { documentMaxCount, documentMaxMb } from '@/server/uploads/config'

export type VerificationDocuments = { initial: { key: string; fileName: string }[]; rules: DocumentRules }

/** The consultant's stored verification documents and the upload rules (several, up to the configured count). */
async function verificationDocumentsOf(payload: Payload, userId: number): Promise<VerificationDocuments> {
  const { docs } = await payload.find({
    collection: 'upload-files',
    where: {
      and: [{ owner: { equals: userId } }, { context: { equals: 'document' } }, { status: { equals: 'stored' } }],
    },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
  })
  return {
    initial: docs.map((doc) => ({ key: doc.key, fileName: doc.fileName })),
    rules: { maxSizeMb: documentMaxMb(), multiple: true, maxCount: documentMaxCount() },
  }
}

export type ApplicationStepData =
  | { step: 'personalInformation' | 'profileDetails' }
  | { step: 'skillsServices'; catalogue: LocalizedService[] }
  | { step: 'experience'; industries: CatalogueIndustry[]; documents: VerificationDocuments }

/** What the form of one application step needs besides the saved application. */
export async function applicationStepData(
  payload: Payload,
  step: ApplicationStep['key'],
  userId: number,
  locale: Locale,
): Promise<ApplicationStepData> {
  switch (step) {
    case 'personalInformation':
    case 'profileDetails':
      return { step }
    case 'skillsServices':
      return { step, catalogue: await loadServices(payload, locale) }
    case 'experience': {
      const [industries, documents] = await Promise.all([
        loadIndustries(payload, locale),
        verificationDocumentsOf(payload, userId),
      ])
      return { step, industries, documents }
    }
  }
}

export type ProfileSectionData =
  | { section: 'personal-information' | 'profile-details' }
  | { section: 'experience'; industries: CatalogueIndustry[] }
  | { section: 'services' | 'skills-services' | 'pricing'; catalogue: LocalizedService[] }
  | { section: 'profile-verification'; documents: VerificationDocuments; taxInfo: TaxInfo }

/** What the form of one profile page needs besides the saved profile. */
export async function profileSectionData(
  payload: Payload,
  section: ConsultantProfilePage,
  userId: number,
  locale: Locale,
): Promise<ProfileSectionData> {
  switch (section) {
    case 'personal-information':
    case 'profile-details':
      return { section }
    case 'experience':
      return { section, industries: await loadIndustries(payload, locale) }
    case 'services':
    case 'skills-services':
    case 'pricing':
      return { section, catalogue: await loadServices(payload, locale) }
    case 'profile-verification': {
      const [documents, taxInfo] = await Promise.all([
        verificationDocumentsOf(payload, userId),
        loadTaxInfo(payload, userId),
      ])
      return { section, documents, taxInfo }
    }
  }
}
