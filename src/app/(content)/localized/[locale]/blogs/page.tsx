import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { contentLocale, type LocaleParams } from '../locale'
import { publicPageMetadata } from '@/app/pageMetadata'
import { BlogIndex } from '@/components/content/BlogIndex'
import { blogIndexData } from '@/server/content/pageData'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await contentLocale(params)
  const t = await getTranslations('content.blog')
  return publicPageMetadata({ title: t('title'), description: t('description'), path: '/blogs', locale })
}

/** /blogs: the latest published posts. */
export default async function BlogPage({ params }: LocaleParams) {
  const data = await blogIndexData(await contentLocale(params), null)
  return <BlogIndex {...data} category={null} />
}
