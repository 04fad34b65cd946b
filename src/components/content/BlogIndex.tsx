import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from './EmptyState'
import styles from './BlogIndex.module.css'
import shared from './content.module.css'
import { PostCard } from './PostCard'
import type { BlogIndexData } from '@/server/content/pageData'

type Props = BlogIndexData & { category: string | null }

/** The blog: the latest published posts, all of them or those of one category. */
export async function BlogIndex({ categories, posts, category }: Props) {
  const t = await getTranslations('content.blog')
  return (
    <div className={`container ${shared.page}`}>
      <header className={shared.header}>
        <h1>{t('title')}</h1>
        <p className={shared.intro}>{t('intro')}</p>
      </header>
      {categories.length > 0 && (
        <nav className={styles.categoryFilter} aria-label={t('categories')}>
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
        <div className={shared.postGrid}>
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
