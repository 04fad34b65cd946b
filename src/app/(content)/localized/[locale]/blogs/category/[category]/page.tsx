import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { contentLocale, type LocaleParams } from '../../../locale'
import { publicPageMetadata } from '@/app/pageMetadata'
import { BlogIndex } from '@/components/content/BlogIndex'
import { blogIndexData } from '@/server/content/pageData'

export { generateNoPaths as generateStaticParams } from '../../../locale'

type Props = LocaleParams<{ category: string }>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { category }] = await Promise.all([contentLocale(params), params])
  const t = await getTranslations('content.blog')
  return publicPageMetadata({
    title: t('title'),
    description: t('description'),
    path: `/blogs?category=${encodeURIComponent(category)}`,
    locale,
  })
}

/** /blogs?category=x: the posts of one category, a static page of its own per category and language. */
export default async function BlogCategoryPage({ params }: Props) {
  const [locale, { category }] = await Promise.all([contentLocale(params), params])
  return <BlogIndex {...await blogIndexData(locale, category)} category={category} />
}
