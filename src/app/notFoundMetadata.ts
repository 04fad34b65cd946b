import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

/**
 * The 404 page's title and description. A page that ends in notFound() names them itself: otherwise the
 * browser swaps in the site default once the page hydrates.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound')
  return { title: t('title'), description: t('text') }
}
