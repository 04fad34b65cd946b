import { getTranslations } from 'next-intl/server'

import { EmptyState } from './EmptyState'
import styles from './BlogIndex.module.css'
import shared from './content.module.css'
import { PostCard } from './PostCard'
import { PillNav } from '@/components/ui/PillNav'
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
        <PillNav
          className={styles.categoryFilter}
          label={t('categories')}
          pills={[
            { key: 'all', label: t('allCategories'), href: '/blogs', current: !category },
            ...categories.map((c) => ({
              key: String(c.id),
              label: c.title,
              href: `/blogs?category=${c.slug}`,
              current: category === c.slug,
            })),
          ]}
        />
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
