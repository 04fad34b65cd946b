import { legalPageMetadata } from '../legalMetadata'
import { contentLocale, type LocaleParams } from '../locale'
import { LegalPage } from '@/components/content/LegalPage'
import { legalPageData } from '@/server/content/pageData'

export async function generateMetadata({ params }: LocaleParams) {
  return legalPageMetadata(await contentLocale(params), 'terms')
}

export default async function TermsPage({ params }: LocaleParams) {
  const data = await legalPageData(await contentLocale(params), 'terms')
  return <LegalPage kind="terms" {...data} />
}
