import type { Maker } from './makers'
import type { Who } from './cast'

/** A field's own rule; `doc` follows the document's read and update rules. */
export type FieldRule = 'doc' | 'hidden' | 'ui' | { read?: Who | 'doc'; update?: Who | 'doc' }

/** Who may do what to a collection's two documents `a` and `b`, and every field's rule. */
export type CollectionRules = {
  make: Maker
  read: { a: Who; b: Who }
  create: Who
  update: { a: Who; b: Who }
  /** On a document made like `a`, anew for each actor. */
  delete: Who
  fields: Record<string, FieldRule>
  /** Where REST's routes by id differ from the rules above (say why), or `false` for no REST routes at all. */
  restById?: false | { find: Who; delete: Who }
  /** Who may delete through GraphQL, where it differs from REST (say why). */
  graphqlDelete?: Who
}

export type GlobalRules = { read: Who; update: Who; fields: Record<string, FieldRule> }

/** Fields named in `names` follow the document's rules; `own` lists the rest with theirs. */
export function fields(names: string, own: Record<string, FieldRule> = {}): Record<string, FieldRule> {
  const all: Record<string, FieldRule> = {}
  for (const name of names.split(/\s+/).filter(Boolean)) all[name] = 'doc'
  return { ...all, ...own }
}

/** Written only by the server: read like the document, changed by nobody through any door. */
export const SYSTEM: FieldRule = { read: 'doc', update: [] }
export const ADMIN_WRITES: FieldRule = { read: 'doc', update: ['admin'] }
