// How ratings and years of experience read on cards and in selects (spec §9: 2 decimals, whole stars).

export const STARS = 5

/** The rating with 2 decimals and the number of filled stars (rounded to whole stars). */
export function ratingDisplay(averageRating: number): { value: string; filledStars: number } {
  const filledStars = Math.min(STARS, Math.max(0, Math.round(averageRating)))
  return { value: averageRating.toFixed(2), filledStars }
}

/** A years-of-experience option as the texts need it: the two special options, or a count. */
export function yearsOfExperienceKind(
  value: string,
): { kind: 'lessThanOne' } | { kind: 'fifteenPlus' } | { kind: 'years'; count: number } {
  if (value === 'LESS_THAN_ONE') return { kind: 'lessThanOne' }
  if (value === '15+') return { kind: 'fifteenPlus' }
  return { kind: 'years', count: Number(value) }
}
