import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import { EmptyState } from '@/components/content/EmptyState'
import { PostCard } from '@/components/content/PostCard'
import { resolveLocale } from '@/domain/locale'
import { listPostCategories, listPosts } from '@/server/content/posts'
import '../content.css'

type Props = { searchParams: Promise<{ category?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [locale, t, { category }] = await Promise.all([getLocale(), getTranslations('content.blog'), searchParams])
  const slug = typeof category === 'string' ? category : null
  return publicPageMetadata({
    title: t('title'),
    description: t('description'),
    path: slug ? `/blogs?category=${encodeURIComponent(slug)}` : '/blogs',
    locale: resolveLocale(locale, null),
  })
}

/** The blog: the latest published posts, filtered by a category from the query. */
export default async function BlogPage({ searchParams }: Props) {
  const locale = resolveLocale(await getLocale(), null)
  const { category } = await searchParams
  const selected = typeof category === 'string' ? category : null
  const [t, categories, posts] = await Promise.all([
    getTranslations('content.blog'),
    listPostCategories(locale),
    listPosts(locale, selected),
  ])
  return (
    <div className="container content-page">
      <header className="content-page__header">
        <h1>{t('title')}</h1>
        <p className="content-page__intro">{t('intro')}</p>
      </header>
      {categories.length > 0 && (
        <nav className="category-filter" aria-label={t('categories')}>
          <ul>
            <li>
              <Link href="/blogs" aria-current={selected ? undefined : 'page'}>
                {t('allCategories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link href={`/blogs?category=${c.slug}`} aria-current={selected === c.slug ? 'page' : undefined}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {posts.length ? (
        <div className="post-grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : (
        <EmptyState />
      )}
    </div>
  )
}
