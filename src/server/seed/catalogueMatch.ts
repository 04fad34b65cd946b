import { SERVICES } from '@/domain/catalogue'

// Words in a demo service's title that name a catalogue service, so the service filter finds demo consultants.
const KEYWORDS: readonly [RegExp, string][] = [
  [/interview/i, 'Mock Interview'],
  [/\bcv\b|résumé|lebenslauf/i, 'CV Review'],
  [/negotiat|gehalt/i, 'Salary Negotiation'],
  [/relocat|blue card/i, 'Blue Card & Relocation to Germany'],
  [/linkedin/i, 'LinkedIn Profile Optimisation'],
  [/career (change|path)|karriere/i, 'Career Change Strategy'],
]

/** The catalogue id a demo service stands for, if its title names one. */
export function catalogueServiceFor(title: string): string | undefined {
  const name = KEYWORDS.find(([pattern]) => pattern.test(title))?.[1]
  return name ? SERVICES.find((service) => service.name.en === name)?.id : undefined
}
