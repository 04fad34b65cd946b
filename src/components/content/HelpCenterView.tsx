import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { DraftNotice } from './DraftNotice'
import { EmptyState } from './EmptyState'
import { HelpArticleList } from './HelpArticleList'
import styles from './HelpCenterView.module.css'
import shared from './content.module.css'
import { lexicalText, matchesSearch, type LexicalState } from '@/domain/content'
import type { HelpArticle } from '@/payload-types'
import type { HelpCenterData } from '@/server/content/pageData'

const searchable = (a: HelpArticle) => [a.title, a.summary ?? '', lexicalText(a.content as LexicalState)].join(' ')

/** Help articles grouped by category, with a search over titles and texts (an empty query shows all). */
export async function HelpCenterView({ categories, articles, drafts, query }: HelpCenterData & { query: string }) {
  const t = await getTranslations('content.help')
  const found = query ? articles.filter((a) => matchesSearch(searchable(a), query)) : articles
  const groups = [
    ...categories.map((c) => ({ key: String(c.id), title: c.title, items: found.filter((a) => a.category === c.id) })),
    {
      key: 'other',
      title: t('otherQuestions'),
      items: found.filter((a) => !categories.some((c) => c.id === a.category)),
    },
  ].filter((group) => group.items.length > 0)
  return (
    <div className={`container ${shared.page}`}>
      {drafts && <DraftNotice path="/help-center" />}
      <header className={shared.header}>
        <h1>{t('title')}</h1>
        <p className={shared.intro}>{t('intro')}</p>
        <form className={styles.search} role="search" action="/help-center">
          <label htmlFor="help-q">{t('searchLabel')}</label>
          <div className={styles.row}>
            <input
              id="help-q"
              name="q"
              type="search"
              defaultValue={query}
              placeholder={t('searchPlaceholder')}
              maxLength={100}
            />
            <button type="submit" className="button button--primary">
              {t('search')}
            </button>
          </div>
        </form>
      </header>
      {query && (
        <p role="status">
          {t('results', { count: found.length, query })} <Link href="/help-center">{t('clear')}</Link>
        </p>
      )}
      {articles.length === 0 ? <EmptyState /> : <HelpArticleList groups={groups} />}
      <p>
        {t('stillStuck')} <Link href="/contact-us">{t('contactUs')}</Link>
      </p>
    </div>
  )
}
