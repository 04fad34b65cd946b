import { useTranslations } from 'next-intl'

import type { LegalTextKind } from '@/domain/content'

/**
 * "Read the full text: Terms of use, Privacy policy": the legal texts a consent's wording refers to. Each
 * opens in a new tab, so a form or a question on the page stays as it was; nothing when there are none.
 */
export function LegalTextLinks({ lead, kinds }: { lead: string; kinds: readonly LegalTextKind[] }) {
  const legal = useTranslations('content.legal.titles')
  if (kinds.length === 0) return null
  return (
    <p>
      {lead}{' '}
      {kinds.map((kind, index) => (
        <span key={kind}>
          {index > 0 && ', '}
          <a href={`/${kind}`} target="_blank" rel="noopener">
            {legal(kind)}
          </a>
        </span>
      ))}
    </p>
  )
}
