import config from '@payload-config'
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import { cache } from 'react'

import styles from './page.module.css'
import { publicPageMetadata } from '@/app/pageMetadata'
import { ConsultantCard } from '@/components/consultants/ConsultantCard'
import { ConsultantFilters } from '@/components/consultants/ConsultantFilters.client'
import { Pagination } from '@/components/consultants/Pagination'
import consultants from '@/components/consultants/consultants.module.css'
import { LANGUAGE_CODES } from '@/domain/catalogue'
import { resolveLocale, type Locale } from '@/domain/locale'
import {
  consultantFiltersFrom,
  consultantFiltersQuery,
  consultantListSubject,
  hasCatalogueFilters,
  type ConsultantFilters as Filters,
} from '@/domain/search'
import { getCurrentUser } from '@/server/auth/currentUser'
import { loadIndustries, loadServices } from '@/server/catalogue/loadCatalogue'
import { consultantListPage } from '@/server/search/consultantList'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function toParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') params.set(key, value)
  return params
}

// Shared by the metadata and the page within one request.
const loadCatalogue = cache(async (locale: Locale) => {
  const payload = await getPayload({ config })
  return Promise.all([loadServices(payload, locale), loadIndustries(payload, locale)])
})

async function listTitle(filters: Filters, locale: Locale): Promise<string> {
  const t = await getTranslations('consultants')
  const [services, industries] = hasCatalogueFilters(filters) ? await loadCatalogue(locale) : [[], []]
  const subject = consultantListSubject(filters, {
    services: new Map(services.map((service) => [service.id, service.name])),
    industries: new Map(industries.map((industry) => [industry.id, industry.label])),
    majors: new Map(industries.flatMap((industry) => industry.majors).map((major) => [major.id, major.label])),
  })
  const title =
    subject.kind === 'search'
      ? t('metaTitleSearch', { search: subject.search })
      : subject.kind === 'filters'
        ? t('metaTitleFilters', { filters: subject.labels.join(', ') })
        : t('title')
  return filters.page > 1 ? t('metaTitlePage', { title, page: filters.page }) : title
}

/** The title names the search or the filters; the canonical URL keeps only the parameters the list reads. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = consultantFiltersFrom(toParams(await searchParams))
  const locale = resolveLocale(await getLocale(), null)
  const [title, t] = await Promise.all([listTitle(filters, locale), getTranslations('consultants')])
  const query = consultantFiltersQuery(filters)
  return publicPageMetadata({
    title,
    description: t('lead'),
    path: query ? `/consultants?${query}` : '/consultants',
    locale,
  })
}

/** The consultant list: search and filters live in the URL, so a result can be shared and reloaded. */
export default async function ConsultantsPage({ searchParams }: Props) {
  const filters = consultantFiltersFrom(toParams(await searchParams))
  const payload = await getPayload({ config })
  const locale = resolveLocale(await getLocale(), null)
  const [{ consultants: cards, totalDocs, totalPages }, [services, industries], viewer, t] = await Promise.all([
    consultantListPage(payload, filters),
    loadCatalogue(locale),
    getCurrentUser(),
    getTranslations('consultants'),
  ])
  const industryLabels = Object.fromEntries(industries.map((industry) => [industry.id, industry.label]))
  // Named here, so that the browser shows the same names the server rendered.
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' })
  const languages = LANGUAGE_CODES.map((code) => ({ id: code, label: languageNames.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  )

  return (
    <ClientMessages namespaces={['consultants']}>
      <section className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <ConsultantFilters
          filters={filters}
          services={services.map(({ id, name }) => ({ id, label: name }))}
          industries={industries.map(({ id, label }) => ({ id, label }))}
          majors={[...new Map(industries.flatMap((i) => i.majors).map((major) => [major.id, major])).values()]}
          languages={languages}
        />
        <p className={styles.count} role="status">
          {t('count', { count: totalDocs })}
        </p>
        {cards.length === 0 ? (
          <div className={styles.empty}>
            <h2>{t('emptyTitle')}</h2>
            <p>{t('emptyText')}</p>
          </div>
        ) : (
          <ul className={consultants.grid}>
            {cards.map((card) => (
              <li key={card.consultantShortId}>
                <ConsultantCard
                  card={card}
                  locale={locale}
                  industryLabel={card.industry ? industryLabels[card.industry] : undefined}
                  viewerIsConsultant={viewer?.role === 'CONSULTANT'}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination filters={filters} totalPages={totalPages} />
      </section>
    </ClientMessages>
  )
}
