import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { contentLocale, type LocaleParams } from '../locale'
import { publicPageMetadata } from '@/app/pageMetadata'

export async function helpCenterMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await contentLocale(params)
  const t = await getTranslations('content.help')
  return publicPageMetadata({ title: t('title'), description: t('description'), path: '/help-center', locale })
}
