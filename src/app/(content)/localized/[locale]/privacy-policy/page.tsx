import { legalPageMetadata } from '../legalMetadata'
import { contentLocale, type LocaleParams } from '../locale'
import { LegalPage } from '@/components/content/LegalPage'
import { legalPageData } from '@/server/content/pageData'

export async function generateMetadata({ params }: LocaleParams) {
  return legalPageMetadata(await contentLocale(params), 'privacy-policy')
}

export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  const data = await legalPageData(await contentLocale(params), 'privacy-policy')
  return <LegalPage kind="privacy-policy" {...data} />
}
