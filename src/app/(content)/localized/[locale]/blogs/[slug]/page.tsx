import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { contentLocale, type LocaleParams } from '../../locale'
import { publicPageMetadata } from '@/app/pageMetadata'
import { notFoundMetadata } from '@/app/notFoundMetadata'
import { DraftNotice } from '@/components/content/DraftNotice'
import { PostCard } from '@/components/content/PostCard'
import { RichTextContent } from '@/components/content/RichTextContent'
import { formatDate, PUBLISHER_TIMEZONE } from '@/domain/time'
import type { Media, PostCategory } from '@/payload-types'
import { postBySlug, relatedPostsOf } from '@/server/content/posts'
import { draftViewer } from '@/server/content/viewer'
import shared from '@/components/content/content.module.css'
import styles from './page.module.css'

export { generateNoPaths as generateStaticParams } from '../../locale'

type Props = LocaleParams<{ slug: string }>

const mediaOf = (value: unknown): Media | null => (value && typeof value === 'object' ? (value as Media) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, locale] = await Promise.all([params, contentLocale(params)])
  const post = await postBySlug(locale, slug, null)
  if (!post) return notFoundMetadata()
  const image = mediaOf(post.meta?.image) ?? mediaOf(post.coverImage)
  return publicPageMetadata({
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt || post.title,
    path: `/blogs/${post.slug}`,
    locale,
    image: image?.sizes?.cover?.url ?? image?.url ?? null,
  })
}

/** One blog post: cover, author, date, reading time, the text and related posts. */
export default async function BlogPostPage({ params }: Props) {
  const [{ slug }, locale, viewer] = await Promise.all([params, contentLocale(params), draftViewer()])
  const post = await postBySlug(locale, slug, viewer)
  if (!post) notFound()
  const [t, related] = await Promise.all([getTranslations('content.blog'), relatedPostsOf(post, locale)])
  const cover = mediaOf(post.coverImage)
  const categories = (post.categories ?? []).filter((c): c is PostCategory => typeof c === 'object')
  return (
    <article className={`container ${shared.page}`}>
      {viewer && <DraftNotice path={`/blogs/${post.slug}`} />}
      <p>
        <Link href="/blogs">{t('back')}</Link>
      </p>
      <header className={shared.header}>
        {categories.length > 0 && <p className={shared.categories}>{categories.map((c) => c.title).join(' · ')}</p>}
        <h1>{post.title}</h1>
        {post.excerpt && <p className={shared.intro}>{post.excerpt}</p>}
        <p className={shared.meta} data-testid="post-meta">
          {post.authorName && <span>{t('by', { name: post.authorName })}</span>}
          {post.publishedAt && (
            <time dateTime={post.publishedAt}>
              {t('publishedOn', { date: formatDate(post.publishedAt, PUBLISHER_TIMEZONE, locale) })}
            </time>
          )}
          {post.readingTime ? <span>{t('readingTime', { minutes: post.readingTime })}</span> : null}
        </p>
      </header>
      {cover?.url && (
        // Sized on upload (1280 × 640); the first image on the page, so it is not lazy.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.cover}
          src={cover.sizes?.cover?.url ?? cover.url}
          alt={cover.alt ?? ''}
          width={1280}
          height={640}
          fetchPriority="high"
        />
      )}
      <RichTextContent data={post.content} />
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title">{t('related')}</h2>
          <div className={shared.postGrid}>
            {related.map((p) => (
              <PostCard key={p.id} post={p} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </article>
  )
}
