/**
 * Stable, URL-safe id fragment from an English name:
 * lower-case, '&' becomes 'and', every run of other non-alphanumerics becomes one '-', no leading or trailing '-'.
 * Accents are stripped first so 'Café' gives 'cafe'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Service id: `<category slug>/<service slug>`, e.g. `career-services/cv-review`. */
export function serviceId(categoryEn: string, serviceEn: string): string {
  return `${slugify(categoryEn)}/${slugify(serviceEn)}`
}
