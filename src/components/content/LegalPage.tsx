import { getLocale, getTranslations } from 'next-intl/server'

import { DraftNotice } from './DraftNotice'
import { EmptyState } from './EmptyState'
import styles from './LegalPage.module.css'
import { RichTextContent } from './RichTextContent'
import { TableOfContents } from './TableOfContents'
import shared from './content.module.css'
import { tableOfContents, type LegalTextKind, type LexicalState } from '@/domain/content'
import { resolveLocale } from '@/domain/locale'
import { formatDate, PUBLISHER_TIMEZONE } from '@/domain/time'
import type { LegalPageData } from '@/server/content/pageData'

/** A legal text in force: title, version and effective date, a table of contents and the text. */
export async function LegalPage({ kind, text, drafts }: LegalPageData & { kind: LegalTextKind }) {
  const [t, requested] = await Promise.all([getTranslations('content.legal'), getLocale()])
  const toc = tableOfContents(text?.content as LexicalState)
  return (
    <div className={`container ${shared.page}`}>
      {drafts && <DraftNotice path={`/${kind}`} />}
      <header className={shared.header}>
        <h1>{text?.title || t(`titles.${kind}`)}</h1>
        {text && (
          <p className={shared.meta}>
            <span>{t('version', { version: text.version })}</span>
            <span>
              {t('effectiveFrom', {
                date: formatDate(text.effectiveDate, PUBLISHER_TIMEZONE, resolveLocale(requested, null)),
              })}
            </span>
          </p>
        )}
      </header>
      {text ? (
        <div className={styles.layout}>
          <TableOfContents entries={toc} title={t('contents')} />
          <RichTextContent data={text.content} toc={toc} />
        </div>
      ) : (
        <EmptyState />
      )}
    </div>
  )
}
