import { contentLocale, type LocaleParams } from '../locale'
import { LegalPage, legalPageMetadata } from '@/components/content/LegalPage'

export async function generateMetadata({ params }: LocaleParams) {
  return legalPageMetadata(await contentLocale(params), 'terms')
}

export default async function TermsPage({ params }: LocaleParams) {
  return <LegalPage locale={await contentLocale(params)} kind="terms" />
}
