import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { resolveLocale } from '@/domain/locale'
import { formatInstant, PUBLISHER_TIMEZONE } from '@/domain/time'
import type { Media, PostCategory } from '@/payload-types'
import type { PostCard as PostCardData } from '@/server/content/posts'
import shared from './content.module.css'
import styles from './PostCard.module.css'

const isCategory = (c: number | PostCategory): c is PostCategory => typeof c === 'object'

/** A post in a list: cover, categories, title, excerpt and reading time. */
export async function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const [t, requested] = await Promise.all([getTranslations('content.blog'), getLocale()])
  const cover = typeof post.coverImage === 'object' ? (post.coverImage as Media | null) : null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = cover?.sizes?.card?.url ?? cover?.url
  return (
    <article className={styles.card}>
      {image && (
        // Covers are resized to 640 × 360 on upload; a plain img keeps the list free of client code.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.cover} src={image} alt={cover?.alt ?? ''} width={640} height={360} loading="lazy" />
      )}
      <div className={styles.body}>
        <p className={shared.categories}>
          {(post.categories ?? [])
            .filter(isCategory)
            .map((c) => c.title)
            .join(' · ')}
        </p>
        <Heading className={styles.title}>
          <Link href={`/blogs/${post.slug}`}>{post.title || post.slug}</Link>
        </Heading>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <p className={shared.meta}>
          {post.publishedAt && (
            <time dateTime={post.publishedAt}>
              {formatInstant(post.publishedAt, PUBLISHER_TIMEZONE, resolveLocale(requested, null), 'dateShort')}
            </time>
          )}
          {post.readingTime ? <span>{t('readingTime', { minutes: post.readingTime })}</span> : null}
        </p>
      </div>
    </article>
  )
}
