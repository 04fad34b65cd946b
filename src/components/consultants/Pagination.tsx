import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import styles from './Pagination.module.css'

import { consultantFiltersQuery, type ConsultantFilters } from '@/domain/search'

/** Previous and next page of the list, keeping every filter. */
export async function Pagination({ filters, totalPages }: { filters: ConsultantFilters; totalPages: number }) {
  if (totalPages <= 1) return null
  const t = await getTranslations('consultants')
  const href = (page: number) => {
    const query = consultantFiltersQuery({ ...filters, page })
    return query ? `/consultants?${query}` : '/consultants'
  }
  return (
    <nav className={styles.pagination} aria-label={t('pages')}>
      {filters.page > 1 && (
        <Link href={href(filters.page - 1)} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span>{t('pageOf', { page: filters.page, total: totalPages })}</span>
      {filters.page < totalPages && (
        <Link href={href(filters.page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  )
}
