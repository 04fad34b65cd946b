// Languages a consultant can offer sessions in (ISO 639-1 codes); names come from Intl.DisplayNames.
// prettier-ignore
export const LANGUAGE_CODES = [
  'ar', 'bg', 'bn', 'cs', 'da', 'de', 'el', 'en', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hr', 'hu', 'id', 'it', 'ja',
  'ko', 'lt', 'ms', 'nl', 'no', 'pa', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sr', 'sv', 'sw', 'ta', 'th', 'tl', 'tr',
  'uk', 'ur', 'vi', 'zh',
] as const

/** Where the applicant heard of us (stored as the code; labels are translated). */
export const REFERRAL_SOURCES = [
  'LINKEDIN',
  'SEARCH_ENGINE',
  'FRIEND_OR_COLLEAGUE',
  'SOCIAL_MEDIA',
  'EVENT',
  'BLOG_OR_PODCAST',
  'OTHER',
] as const
