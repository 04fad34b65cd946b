/** What similarity is judged on: a profile's catalogue field, subject and offer, and its standing. */
export type SimilarityProfile = {
  profileId: number
  industry: string | null
  major: string | null
  /** Catalogue ids and lower-case titles of the services offered. */
  services: string[]
  skills: string[]
  rating: number | null
  reviews: number
}

/** How many similar consultants a profile shows. */
export const SIMILAR_CONSULTANTS = 3

// The field says most about whom a visitor is looking for, then the subject; each shared skill or
// service adds to that.
const WEIGHTS = { industry: 3, major: 2, skill: 2, service: 1 } as const

const normalized = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase()))

function shared(a: readonly string[], b: readonly string[]): number {
  const mine = normalized(a)
  return [...normalized(b)].filter((value) => value !== '' && mine.has(value)).length
}

/** How much `candidate` has in common with `profile`; 0 when nothing. */
export function similarityScore(profile: SimilarityProfile, candidate: SimilarityProfile): number {
  const same = (a: string | null, b: string | null) => a !== null && a !== '' && a === b
  return (
    (same(profile.industry, candidate.industry) ? WEIGHTS.industry : 0) +
    (same(profile.major, candidate.major) ? WEIGHTS.major : 0) +
    shared(profile.skills, candidate.skills) * WEIGHTS.skill +
    shared(profile.services, candidate.services) * WEIGHTS.service
  )
}

/**
 * The profile ids of the `count` candidates most like `profile`, most similar first; among equals the
 * better rated, then the more reviewed, then the older profile. Candidates with nothing in common, and
 * the profile itself, are left out.
 */
export function similarConsultants(
  profile: SimilarityProfile,
  candidates: readonly SimilarityProfile[],
  count: number = SIMILAR_CONSULTANTS,
): number[] {
  return candidates
    .filter((candidate) => candidate.profileId !== profile.profileId)
    .map((candidate) => ({ candidate, score: similarityScore(profile, candidate) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.candidate.rating ?? -1) - (a.candidate.rating ?? -1) ||
        b.candidate.reviews - a.candidate.reviews ||
        a.candidate.profileId - b.candidate.profileId,
    )
    .slice(0, Math.max(0, count))
    .map(({ candidate }) => candidate.profileId)
}
