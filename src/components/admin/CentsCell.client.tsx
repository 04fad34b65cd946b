'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'

import { formatEuro } from '@/domain/money'

/** A list cell for an amount stored in cents: "€50.00", "50,00 €" in German. */
export function CentsCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'number') return null
  return <span>{formatEuro(cellData, i18n.language === 'de' ? 'de' : 'en')}</span>
}
