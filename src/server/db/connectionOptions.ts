/**
 * The settings each connection of the app starts with (libpq's `options`), so that they hold wherever the
 * database came from. The consultant search finds close misspellings with pg_trgm's `<%` operator, which
 * its trigram index serves; the operator's threshold is this setting.
 */
export const TYPO_SIMILARITY_THRESHOLD = 0.45

export const CONNECTION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY_THRESHOLD}`
