import { contentLocale, type LocaleParams } from '../locale'
import { HelpCenterView } from '@/components/content/HelpCenterView'

export { helpCenterMetadata as generateMetadata } from './helpMetadata'

/** /help-center: every article, grouped by category. */
export default async function HelpCenterPage({ params }: LocaleParams) {
  return <HelpCenterView locale={await contentLocale(params)} query="" />
}
