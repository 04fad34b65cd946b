import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from './EmptyState'
import { PostCard } from './PostCard'
import type { BlogIndexData } from '@/server/content/pageData'

type Props = BlogIndexData & { category: string | null }

/** The blog: the latest published posts, all of them or those of one category. */
export async function BlogIndex({ categories, posts, category }: Props) {
  const t = await getTranslations('content.blog')
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
              <Link href="/blogs" aria-current={category ? undefined : 'page'}>
                {t('allCategories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link href={`/blogs?category=${c.slug}`} aria-current={category === c.slug ? 'page' : undefined}>
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
