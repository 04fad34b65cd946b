/** What a consultee can report about a session that did not go as booked (POST /user/complete). */
export const ISSUE_TYPES = ['CONSULTANT_NO_SHOW', 'TECHNICAL_PROBLEM', 'SESSION_QUALITY', 'BILLING', 'OTHER'] as const
export type IssueType = (typeof ISSUE_TYPES)[number]

/** How an admin closes a reported issue. */
export const ISSUE_RESOLUTIONS = ['COMPLETED', 'REFUNDED'] as const
export type IssueResolution = (typeof ISSUE_RESOLUTIONS)[number]

/** The consultant's view of the consultee's English, on the CEFR scale employers in Germany use. */
export const ENGLISH_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE'] as const
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number]

export const REVIEW_LIMITS = {
  headline: 100,
  review: 2000,
  privateNote: 1000,
  issueDescription: 2000,
  capability: 1000,
} as const
