import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { publicPageMetadata } from '@/app/pageMetadata'
import type { LegalTextKind } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { legalTextInForce } from '@/server/content/documents'

/** Title and description of a legal page: the text's own meta fields, else its title, else the default. */
export async function legalPageMetadata(locale: Locale, kind: LegalTextKind): Promise<Metadata> {
  const [t, text] = await Promise.all([getTranslations('content.legal'), legalTextInForce(locale, kind, null)])
  return publicPageMetadata({
    title: text?.meta?.title || text?.title || t(`titles.${kind}`),
    description: text?.meta?.description || t(`descriptions.${kind}`),
    path: `/${kind}`,
    locale,
  })
}
