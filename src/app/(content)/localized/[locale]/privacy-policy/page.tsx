import { contentLocale, type LocaleParams } from '../locale'
import { LegalPage, legalPageMetadata } from '@/components/content/LegalPage'

export async function generateMetadata({ params }: LocaleParams) {
  return legalPageMetadata(await contentLocale(params), 'privacy-policy')
}

export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  return <LegalPage locale={await contentLocale(params)} kind="privacy-policy" />
}
