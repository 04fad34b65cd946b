import { contentLocale, type LocaleParams } from '../locale'
import { HelpCenterView } from '@/components/content/HelpCenterView'
import { helpCenterData } from '@/server/content/pageData'

export { helpCenterMetadata as generateMetadata } from './helpMetadata'

/** /help-center: every article, grouped by category. */
export default async function HelpCenterPage({ params }: LocaleParams) {
  const data = await helpCenterData(await contentLocale(params))
  return <HelpCenterView {...data} query="" />
}
