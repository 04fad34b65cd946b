'use client'

import { useTranslations } from 'next-intl'
import { useState, type KeyboardEvent } from 'react'

import styles from './filters.module.css'
import type { ConsultantFilters as Filters } from '@/domain/search/consultantFilters'
import { effectiveSort, PRICE_FILTER_MAX_EUROS, type ConsultantSort } from '@/domain/search/filtersQuery'

type Option = { id: string; label: string }
type Refinement = Pick<Filters, 'sort' | 'minPrice' | 'maxPrice' | 'language' | 'availableWithin7Days'>
type Props = { filters: Filters; languages: Option[]; apply: (change: Partial<Filters>) => void }

const SORTS_WITHOUT_SEARCH: ConsultantSort[] = ['rating', 'price-asc', 'price-desc', 'experience', 'next-available']

/** A whole number of euros from a price field, or undefined when it is empty or not one. */
function euros(text: string): number | undefined {
  const value = Number(text)
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= PRICE_FILTER_MAX_EUROS
    ? value
    : undefined
}

const asText = (value: number | undefined) => (value === undefined ? '' : String(value))

type PriceInputProps = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
  onBlur: () => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** One bound of the price range: whole euros, applied on Enter or when the field is left. */
function PriceInput({ id, label, placeholder, value, onChange, onBlur, onKeyDown }: PriceInputProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={PRICE_FILTER_MAX_EUROS}
        step={1}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
    </>
  )
}

/** Order, language, price range and "available in the next 7 days" of the consultant list. */
export function SortAndRefine({ filters, languages, apply }: Props) {
  const t = useTranslations('consultants')
  const [minText, setMinText] = useState(asText(filters.minPrice))
  const [maxText, setMaxText] = useState(asText(filters.maxPrice))
  const [shownRange, setShownRange] = useState([filters.minPrice, filters.maxPrice])
  // A price removed by its chip or by "Clear all" empties its field too.
  if (shownRange[0] !== filters.minPrice || shownRange[1] !== filters.maxPrice) {
    setShownRange([filters.minPrice, filters.maxPrice])
    setMinText(asText(filters.minPrice))
    setMaxText(asText(filters.maxPrice))
  }
  const sorts: ConsultantSort[] = filters.search ? ['relevance', ...SORTS_WITHOUT_SEARCH] : SORTS_WITHOUT_SEARCH

  const commitPrices = () => {
    const minPrice = euros(minText)
    const maxPrice = euros(maxText)
    // What is not a whole number of euros is no bound: the field shows that it was dropped.
    setMinText(asText(minPrice))
    setMaxText(asText(maxPrice))
    if (minPrice !== filters.minPrice || maxPrice !== filters.maxPrice) apply({ minPrice, maxPrice })
  }
  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    commitPrices()
  }

  const priceEvents = { onBlur: commitPrices, onKeyDown: onPriceKey }
  const minField = { value: minText, onChange: setMinText, ...priceEvents }
  const maxField = { value: maxText, onChange: setMaxText, ...priceEvents }

  return (
    <div className={styles.refine}>
      <div className="field">
        <label htmlFor="consultant-sort">{t('sortBy')}</label>
        <select
          id="consultant-sort"
          value={effectiveSort(filters)}
          onChange={(event) => {
            const sort = event.target.value as ConsultantSort
            // The default order stays out of the URL.
            apply({ sort: sort === effectiveSort({ search: filters.search }) ? undefined : sort })
          }}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sortOptions.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="language-filter">{t('language')}</label>
        <select
          id="language-filter"
          value={filters.language ?? ''}
          onChange={(event) => apply({ language: (event.target.value || undefined) as Filters['language'] })}
        >
          <option value="">{t('any')}</option>
          {languages.map((language) => (
            <option key={language.id} value={language.id}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`field ${styles.price}`}>
        <legend>{t('priceRange')}</legend>
        <div className={styles.priceInputs}>
          <PriceInput id="min-price" label={t('minPrice')} placeholder={t('minPricePlaceholder')} {...minField} />
          <span aria-hidden="true">–</span>
          <PriceInput id="max-price" label={t('maxPrice')} placeholder={t('maxPricePlaceholder')} {...maxField} />
        </div>
      </fieldset>
      <div className={`field ${styles.check}`}>
        <label>
          <input
            type="checkbox"
            checked={Boolean(filters.availableWithin7Days)}
            onChange={(event) => apply({ availableWithin7Days: event.target.checked || undefined })}
          />
          {t('availableWithin7Days')}
        </label>
      </div>
    </div>
  )
}

type Chip = { key: string; value: string; label: string; remove: () => void }

/** The chips of the active refinements (the order is not a filter and has none). */
export function refinementChips(
  filters: Refinement,
  languages: Option[],
  apply: (change: Partial<Filters>) => void,
  t: ReturnType<typeof useTranslations<'consultants'>>,
): Chip[] {
  const chips: Chip[] = []
  if (filters.language) {
    const label = languages.find((language) => language.id === filters.language)?.label ?? filters.language
    chips.push({ key: 'language', value: filters.language, label, remove: () => apply({ language: undefined }) })
  }
  const { minPrice, maxPrice } = filters
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? t('priceBetween', { min: minPrice, max: maxPrice })
        : minPrice !== undefined
          ? t('priceFrom', { min: minPrice })
          : t('priceUpTo', { max: maxPrice ?? 0 })
    chips.push({
      key: 'price',
      value: `${minPrice}-${maxPrice}`,
      label,
      remove: () => apply({ minPrice: undefined, maxPrice: undefined }),
    })
  }
  if (filters.availableWithin7Days) {
    chips.push({
      key: 'available',
      value: '7',
      label: t('availableWithin7Days'),
      remove: () => apply({ availableWithin7Days: undefined }),
    })
  }
  return chips
}
