export { slugify, SLUG_PATTERN } from './slug'
export {
  lexicalText,
  nodeText,
  readingMinutes,
  WORDS_PER_MINUTE,
  type LexicalNode,
  type LexicalState,
} from './lexicalText'
export { tableOfContents, type TocEntry } from './tableOfContents'
export {
  LEGAL_TEXT_KINDS,
  isLegalTextKind,
  legalTextsInForce,
  legalTextsReferencedBy,
  type LegalTextKind,
  type LegalTextVersion,
} from './legalTexts'
export {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMIT,
  CONTACT_TOPICS,
  contactSchema,
  isBotSubmission,
  type ContactInput,
  type ContactTopic,
} from './contact'
export { matchesSearch } from './search'
export { CONTENT_ROUTE_PREFIX, internalContentPath, internalPathsOf, isInternalContentPath } from './contentRoutes'
