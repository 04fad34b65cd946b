import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'

import { DraftNotice } from './DraftNotice'
import { EmptyState } from './EmptyState'
import { RichTextContent } from './RichTextContent'
import { TableOfContents } from './TableOfContents'
import { publicPageMetadata } from '@/app/pageMetadata'
import { tableOfContents, type LegalTextKind, type LexicalState } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { legalTextInForce } from '@/server/content/documents'
import { draftViewer } from '@/server/content/viewer'

export async function legalPageMetadata(locale: Locale, kind: LegalTextKind): Promise<Metadata> {
  const [t, text] = await Promise.all([getTranslations('content.legal'), legalTextInForce(locale, kind, null)])
  return publicPageMetadata({
    title: text?.meta?.title || text?.title || t(`titles.${kind}`),
    description: text?.meta?.description || t(`descriptions.${kind}`),
    path: `/${kind}`,
    locale,
  })
}

/** A legal text in force: title, version and effective date, a table of contents and the text. */
export async function LegalPage({ locale, kind }: { locale: Locale; kind: LegalTextKind }) {
  const viewer = await draftViewer()
  const [t, format, text] = await Promise.all([
    getTranslations('content.legal'),
    getFormatter(),
    legalTextInForce(locale, kind, viewer),
  ])
  const toc = tableOfContents(text?.content as LexicalState)
  return (
    <div className="container content-page legal-page">
      {viewer && <DraftNotice path={`/${kind}`} />}
      <header className="content-page__header">
        <h1>{text?.title || t(`titles.${kind}`)}</h1>
        {text && (
          <p className="legal-page__meta">
            <span>{t('version', { version: text.version })}</span>
            <span>
              {t('effectiveFrom', {
                date: format.dateTime(new Date(text.effectiveDate), { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
              })}
            </span>
          </p>
        )}
      </header>
      {text ? (
        <div className="legal-page__layout">
          <TableOfContents entries={toc} title={t('contents')} />
          <RichTextContent data={text.content} toc={toc} />
        </div>
      ) : (
        <EmptyState />
      )}
    </div>
  )
}
