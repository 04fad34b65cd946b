import type { MajorId } from './majors'
import type { Localized } from './types'

export interface IndustrySeed {
  readonly label: Localized
  readonly majors: readonly MajorId[]
}

/** About 20 industries in the order the categories dropdown shows them; majors most relevant first. */
export const INDUSTRY_SEEDS: readonly IndustrySeed[] = [
  {
    label: { en: 'Information Technology', de: 'Informationstechnologie' },
    majors: [
      'computer-science',
      'software-engineering',
      'business-informatics',
      'data-science',
      'cybersecurity',
      'mathematics',
      'electrical-engineering',
    ],
  },
  {
    label: { en: 'Finance & Banking', de: 'Finanzen & Banken' },
    majors: ['finance', 'economics', 'business-administration', 'accounting', 'mathematics', 'statistics', 'law'],
  },
  {
    label: { en: 'Consulting', de: 'Unternehmensberatung' },
    majors: ['business-administration', 'economics', 'industrial-engineering', 'business-informatics', 'psychology'],
  },
  {
    label: { en: 'Engineering', de: 'Ingenieurwesen' },
    majors: [
      'mechanical-engineering',
      'electrical-engineering',
      'civil-engineering',
      'industrial-engineering',
      'materials-science',
      'physics',
    ],
  },
  {
    label: { en: 'Healthcare', de: 'Gesundheitswesen' },
    majors: ['medicine', 'nursing', 'public-health', 'psychology', 'pharmacy', 'business-administration'],
  },
  {
    label: { en: 'Education', de: 'Bildung' },
    majors: ['education', 'teacher-education', 'psychology', 'sociology', 'social-work', 'mathematics'],
  },
  {
    label: { en: 'Marketing & Communications', de: 'Marketing & Kommunikation' },
    majors: ['marketing', 'communication-studies', 'media-studies', 'business-administration', 'design', 'psychology'],
  },
  {
    label: { en: 'Human Resources', de: 'Personalwesen' },
    majors: ['human-resource-management', 'psychology', 'business-administration', 'law', 'sociology'],
  },
  {
    label: { en: 'Logistics & Supply Chain', de: 'Logistik & Supply Chain' },
    majors: [
      'logistics',
      'supply-chain-management',
      'industrial-engineering',
      'business-administration',
      'international-business',
    ],
  },
  { label: { en: 'Law', de: 'Recht' }, majors: ['law', 'economics', 'political-science', 'business-administration'] },
  {
    label: { en: 'Manufacturing', de: 'Fertigung & Produktion' },
    majors: [
      'mechanical-engineering',
      'industrial-engineering',
      'electrical-engineering',
      'materials-science',
      'chemistry',
    ],
  },
  {
    label: { en: 'Automotive', de: 'Automobilindustrie' },
    majors: [
      'automotive-engineering',
      'mechanical-engineering',
      'electrical-engineering',
      'computer-science',
      'industrial-engineering',
    ],
  },
  {
    label: { en: 'Energy', de: 'Energiewirtschaft' },
    majors: [
      'energy-engineering',
      'electrical-engineering',
      'environmental-science',
      'physics',
      'mechanical-engineering',
    ],
  },
  {
    label: { en: 'Retail & E-commerce', de: 'Handel & E-Commerce' },
    majors: ['e-commerce', 'marketing', 'business-administration', 'supply-chain-management', 'business-informatics'],
  },
  {
    label: { en: 'Media & Entertainment', de: 'Medien & Unterhaltung' },
    majors: ['media-studies', 'journalism', 'film-studies', 'communication-studies', 'design'],
  },
  {
    label: { en: 'Public Sector', de: 'Öffentlicher Sektor' },
    majors: ['public-administration', 'political-science', 'law', 'economics', 'sociology'],
  },
  {
    label: { en: 'Pharma & Life Sciences', de: 'Pharma & Life Sciences' },
    majors: ['pharmacy', 'biology', 'chemistry', 'biotechnology', 'medicine'],
  },
  {
    label: { en: 'Real Estate', de: 'Immobilien' },
    majors: [
      'real-estate-management',
      'architecture',
      'civil-engineering',
      'urban-planning',
      'business-administration',
    ],
  },
  {
    label: { en: 'Hospitality & Tourism', de: 'Gastgewerbe & Tourismus' },
    majors: ['hospitality-management', 'tourism-management', 'business-administration', 'marketing'],
  },
  {
    label: { en: 'Non-profit', de: 'Gemeinnützige Organisationen' },
    majors: ['non-profit-management', 'social-work', 'sociology', 'political-science', 'communication-studies'],
  },
]
