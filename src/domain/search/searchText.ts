// What a consultant can be found by: one text the database indexes for full-text and typo-tolerant search.

export type SearchableProfile = {
  displayName?: string | null
  tagline?: string | null
  aboutMe?: string | null
  skills?: readonly string[] | null
  services?: readonly { title?: string | null; description?: string | null }[] | null
  workingHistory?: readonly { organization?: string | null; title?: string | null }[] | null
}

/** Name, tagline, skills, services, employers and job titles, then the about text; blanks left out. */
export function profileSearchText(profile: SearchableProfile): string {
  const parts = [
    profile.displayName,
    profile.tagline,
    ...(profile.skills ?? []),
    ...(profile.services ?? []).flatMap((service) => [service.title, service.description]),
    ...(profile.workingHistory ?? []).flatMap((job) => [job.organization, job.title]),
    profile.aboutMe,
  ]
  return parts
    .map((part) => part?.replace(/\s+/g, ' ').trim())
    .filter((part): part is string => !!part)
    .join(' \n ')
}

/** The words of a search, letters and digits only, lower-cased, at most 8 of them, each at most 40 long. */
export function searchTerms(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((term) => term.slice(0, 40)).slice(0, 8)
}
