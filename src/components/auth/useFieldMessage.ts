'use client'

import { useTranslations } from 'next-intl'

/** Validation results carry message keys; the server may also send plain sentences. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('validation')
  return (message) => (message ? (t.has(message) ? t(message) : message) : undefined)
}
