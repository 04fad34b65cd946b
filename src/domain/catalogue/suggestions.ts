// Suggestions for the skills and company inputs: matches of what was typed, best first.

export const SKILL_QUERY_MIN_LENGTH = 3
export const COMPANY_QUERY_MIN_LENGTH = 3
export const SUGGESTIONS_LIMIT = 10

/** Skills many consultants list; suggested before anyone has typed them in. */
// prettier-ignore
export const COMMON_SKILLS = [
  'Agile', 'Business Analysis', 'Career Coaching', 'Change Management', 'Communication', 'CV Writing',
  'Data Analysis', 'Data Visualization', 'DevOps', 'Digital Marketing', 'Excel', 'Figma', 'Financial Modelling',
  'Go', 'Interview Preparation', 'Java', 'JavaScript', 'Kubernetes', 'Leadership', 'LinkedIn Optimization',
  'Machine Learning', 'Mentoring', 'Negotiation', 'People Management', 'Power BI', 'Presentation Skills',
  'Product Management', 'Project Management', 'Public Speaking', 'Python', 'React', 'Recruiting', 'Sales', 'Scrum',
  'SEO', 'SQL', 'Stakeholder Management', 'Strategy', 'Supply Chain Management', 'Tableau', 'Team Building',
  'TypeScript', 'UX Design', 'UX Research',
] as const

/**
 * Candidates containing `query` (case-insensitive), those starting with it first, then alphabetically;
 * each spelling once, at most `limit`.
 */
export function matchSuggestions(candidates: Iterable<string>, query: string, limit = SUGGESTIONS_LIMIT): string[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  const unique = new Map<string, string>()
  for (const raw of candidates) {
    const candidate = raw.trim()
    const key = candidate.toLowerCase()
    if (candidate && key.includes(needle) && !unique.has(key)) unique.set(key, candidate)
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  return [...unique.values()]
    .sort((a, b) => {
      const aStarts = a.toLowerCase().startsWith(needle) ? 0 : 1
      const bStarts = b.toLowerCase().startsWith(needle) ? 0 : 1
      return aStarts - bStarts || collator.compare(a, b)
    })
    .slice(0, Math.max(0, limit))
}
