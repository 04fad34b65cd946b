import { contentLocale, type LocaleParams } from '../../locale'
import { HelpCenterView } from '@/components/content/HelpCenterView'
import { helpCenterData } from '@/server/content/pageData'

export { helpCenterMetadata as generateMetadata } from '../helpMetadata'

// Answered per request: the query is the visitor's own.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<{ q?: string | string[] }> }

/** /help-center?q=…: the articles matching a search; answered per request, the query being the visitor's. */
export default async function HelpSearchPage({ params, searchParams }: Props) {
  const [locale, { q }] = await Promise.all([contentLocale(params), searchParams])
  const query = (typeof q === 'string' ? q : '').trim().slice(0, 100)
  return <HelpCenterView {...await helpCenterData(locale)} query={query} />
}
