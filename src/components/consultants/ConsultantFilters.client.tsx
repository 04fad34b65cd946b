'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState, useTransition, type KeyboardEvent } from 'react'

import styles from './filters.module.css'
import { refinementChips, SortAndRefine } from './SortAndRefine.client'
// Only the type of the schema's module: its code (zod) stays on the server.
import type { ConsultantFilters as Filters } from '@/domain/search/consultantFilters'
import { consultantFiltersQuery } from '@/domain/search/filtersQuery'

type Option = { id: string; label: string }
type Props = { filters: Filters; services: Option[]; industries: Option[]; majors: Option[]; languages: Option[] }
type ListKey = 'serviceFilters' | 'industryFilters' | 'companyFilters'

const SEARCH_DEBOUNCE_MS = 800

type FilterSelectProps = { id: string; label: string; any: string; options: Option[]; onPick: (id: string) => void }

/** A select that adds the picked option as a filter and goes back to 'Any'. */
function FilterSelect({ id, label, any, options, onPick }: FilterSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value="" onChange={(event) => onPick(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Search and filters of the consultant list; every change goes into the URL and the results follow. */
export function ConsultantFilters({ filters: shown, services, industries, majors, languages }: Props) {
  const t = useTranslations('consultants')
  const router = useRouter()
  const pathname = usePathname() ?? '/consultants'
  const [pending, startTransition] = useTransition()
  // The filters asked for last: a second pick before the first one's results arrive adds to it instead of
  // replacing it. The page's filters take over again once no change is on its way.
  const [filters, setFilters] = useState(shown)
  const [synced, setSynced] = useState(shown)
  if (shown !== synced && !pending) {
    setSynced(shown)
    setFilters(shown)
  }
  const [search, setSearch] = useState(filters.search)
  const [company, setCompany] = useState('')

  function apply(change: Partial<Filters>) {
    const next = { ...filters, ...change, page: 1 }
    setFilters(next)
    const query = consultantFiltersQuery(next)
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }))
  }

  useEffect(() => {
    if (search.trim() === filters.search) return
    const timer = setTimeout(() => apply({ search: search.trim() }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // Waits for a pause in typing; a filter changed meanwhile restarts the wait with the new filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, filters])

  const add = (key: ListKey, value: string) => {
    if (value && !filters[key].includes(value)) apply({ [key]: [...filters[key], value] })
  }
  const remove = (key: ListKey, value: string) => apply({ [key]: filters[key].filter((item) => item !== value) })
  const labelOf = (key: ListKey, value: string) =>
    (key === 'serviceFilters' ? services : key === 'industryFilters' ? industries : []).find((o) => o.id === value)
      ?.label ?? value
  const onCompanyKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add('companyFilters', company.trim())
    setCompany('')
  }
  const chips: { key: string; value: string; label: string; remove: () => void }[] = (
    ['serviceFilters', 'industryFilters', 'companyFilters'] as const
  ).flatMap((key) =>
    filters[key].map((value) => ({ key, value, label: labelOf(key, value), remove: () => remove(key, value) })),
  )
  // The category picked in the header's dropdown.
  if (filters.industry) {
    const label = industries.find((o) => o.id === filters.industry)?.label ?? filters.industry
    chips.push({
      key: 'industryFilters',
      value: `category-${filters.industry}`,
      label,
      remove: () => apply({ industry: undefined, qt: undefined }),
    })
  }
  if (filters.major) {
    const label = majors.find((o) => o.id === filters.major)?.label ?? filters.major
    chips.push({
      key: 'industryFilters',
      value: `major-${filters.major}`,
      label,
      remove: () => apply({ major: undefined, qt: undefined }),
    })
  }
  chips.push(...refinementChips(filters, languages, apply, t))

  return (
    <div className={styles.filters} aria-busy={pending}>
      <div className={styles.row} data-testid="consultant-search-row">
        <div className="field">
          <label htmlFor="consultant-search">{t('search')}</label>
          <input
            id="consultant-search"
            type="search"
            value={search}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <FilterSelect
          id="service-filter"
          label={t('service')}
          any={t('any')}
          options={services}
          onPick={(id) => add('serviceFilters', id)}
        />
        <FilterSelect
          id="industry-filter"
          label={t('industry')}
          any={t('any')}
          options={industries}
          onPick={(id) => add('industryFilters', id)}
        />
        <div className="field">
          <label htmlFor="company-filter">{t('company')}</label>
          <input
            id="company-filter"
            value={company}
            placeholder={t('companyPlaceholder')}
            onChange={(event) => setCompany(event.target.value)}
            onKeyDown={onCompanyKey}
          />
        </div>
      </div>
      <SortAndRefine filters={filters} languages={languages} apply={apply} />
      {chips.length > 0 && (
        <ul className="chips" aria-label={t('activeFilters')}>
          {chips.map((chip) => (
            <li key={`${chip.key}-${chip.value}`} className="chip">
              {chip.label}
              <button
                type="button"
                className="chip__remove"
                aria-label={t('removeFilter', { filter: chip.label })}
                onClick={chip.remove}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setSearch('')
                apply({
                  search: '',
                  serviceFilters: [],
                  industryFilters: [],
                  companyFilters: [],
                  industry: undefined,
                  major: undefined,
                  qt: undefined,
                  minPrice: undefined,
                  maxPrice: undefined,
                  language: undefined,
                  availableWithin7Days: undefined,
                })
              }}
            >
              {t('clearAll')}
            </button>
          </li>
        </ul>
      )}
      {pending && (
        <p className="field__hint" role="status">
          {t('updating')}
        </p>
      )}
    </div>
  )
}
