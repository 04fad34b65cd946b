import { legalPageMetadata } from '../legalMetadata'
import { contentLocale, type LocaleParams } from '../locale'
import { LegalPage } from '@/components/content/LegalPage'
import { legalPageData } from '@/server/content/pageData'

export async function generateMetadata({ params }: LocaleParams) {
  return legalPageMetadata(await contentLocale(params), 'consultant-policy')
}

export default async function ConsultantPolicyPage({ params }: LocaleParams) {
  const data = await legalPageData(await contentLocale(params), 'consultant-policy')
  return <LegalPage kind="consultant-policy" {...data} />
}
