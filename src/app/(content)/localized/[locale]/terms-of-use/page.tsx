import { legalPageMetadata } from '../legalMetadata'
import { contentLocale, type LocaleParams } from '../locale'
import { LegalPage } from '@/components/content/LegalPage'
import { legalPageData } from '@/server/content/pageData'

export async function generateMetadata({ params }: LocaleParams) {
  return legalPageMetadata(await contentLocale(params), 'terms-of-use')
}

export default async function TermsOfUsePage({ params }: LocaleParams) {
  const data = await legalPageData(await contentLocale(params), 'terms-of-use')
  return <LegalPage kind="terms-of-use" {...data} />
}
