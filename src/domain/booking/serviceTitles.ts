/** Most services one booking may name (the consultation keeps at most this many). */
export const MAX_BOOKED_SERVICES = 10
/** The longest service title a consultation stores. */
export const MAX_SERVICE_TITLE_LENGTH = 200

const titlesIn = (list: unknown, pick: (item: unknown) => unknown): string[] =>
  Array.isArray(list)
    ? list
        .map(pick)
        .filter((title): title is string => typeof title === 'string')
        .map((title) => title.trim().slice(0, MAX_SERVICE_TITLE_LENGTH))
        .filter((title) => title !== '')
    : []

const itself = (item: unknown) => item
const titleOf = (item: unknown) =>
  typeof item === 'object' && item !== null && 'title' in item ? (item as { title: unknown }).title : undefined

/**
 * The service titles of a consultation (spec §3): `selectedServiceTitles`, or where older records or
 * clients send them instead, `selected_services_titles` or the titles of `selectedServices`. The first of
 * these that names a title wins; titles are trimmed, blank ones dropped, at most ten kept.
 */
export function selectedServiceTitlesOf(record: unknown): string[] {
  if (typeof record !== 'object' || record === null) return []
  const source = record as Record<string, unknown>
  const candidates = [
    titlesIn(source.selectedServiceTitles, itself),
    titlesIn(source.selected_services_titles, itself),
    titlesIn(source.selectedServices, titleOf),
  ]
  return (candidates.find((titles) => titles.length > 0) ?? []).slice(0, MAX_BOOKED_SERVICES)
}
