import type {
  ExecutionArgs,
  FieldNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql'
// The CommonJS files graphql-http loads: it recognises validation errors by `instanceof GraphQLError`, and a
// bundler that prefers graphql's ESM build would hand it a second, unrecognised class (answered 200).
import { GraphQLError } from 'graphql/error/GraphQLError.js'
import { Kind } from 'graphql/language/kinds.js'

/** What one GraphQL request may ask for; the admin panel and the site use REST, so these are generous for staff tools. */
export const GRAPHQL_LIMITS = { rootFields: 20, depth: 10, authMutations: 1, complexity: 500 } as const

/** Payload's auth mutations of the users collection: each one a password or token guess, or a session. */
export const AUTH_MUTATIONS: ReadonlySet<string> = new Set([
  'loginUser',
  'forgotPasswordUser',
  'resetPasswordUser',
  'unlockUser',
  'refreshTokenUser',
  'verifyEmailUser',
])

type Fragments = Pick<ValidationContext, 'getFragment'>

/** The fields a selection set asks for at its own level, fragments spread in; a fragment cycle is cut. */
function fieldsOf(selectionSet: SelectionSetNode, context: Fragments, spread = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection]
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, context, spread)
    const fragment = context.getFragment(selection.name.value)
    if (!fragment || spread.has(fragment.name.value)) return []
    return fieldsOf(fragment.selectionSet, context, new Set([...spread, fragment.name.value]))
  })
}

/** How deep a selection set nests fields: `{ a }` is 1, `{ a { b } }` is 2. */
function depthOf(selectionSet: SelectionSetNode, context: Fragments, spread = new Set<string>()): number {
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet, context, spread) : 0))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, context, spread))
    } else {
      const fragment = context.getFragment(selection.name.value)
      if (!fragment || spread.has(fragment.name.value)) continue
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, context, new Set([...spread, fragment.name.value])))
    }
  }
  return deepest
}

const refuse = (context: ValidationContext, node: OperationDefinitionNode, message: string) =>
  context.reportError(new GraphQLError(message, { nodes: node }))

/** At most `max` root fields per operation, aliases counted one by one (200 aliased logins are 200 fields). */
export const rootFieldLimit =
  (max: number): ValidationRule =>
  (context) => ({
    OperationDefinition(node) {
      const count = fieldsOf(node.selectionSet, context).length
      if (count > max)
        refuse(context, node, `An operation may ask for at most ${max} root fields; this one asks for ${count}.`)
    },
  })

/** At most `max` auth mutations in the whole document, so one request is at most one guess. */
export const authMutationLimit =
  (max: number): ValidationRule =>
  (context) => ({
    Document(document) {
      let count = 0
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue
        count += fieldsOf(definition.selectionSet, context).filter((field) =>
          AUTH_MUTATIONS.has(field.name.value),
        ).length
        if (count > max) {
          refuse(context, definition, `A request may hold at most ${max} sign-in mutation.`)
          return
        }
      }
    },
  })

/** Fields nested at most `max` levels deep. */
export const depthLimit =
  (max: number): ValidationRule =>
  (context) => ({
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, context)
      if (depth > max)
        refuse(context, node, `An operation may nest fields at most ${max} levels deep; this one nests ${depth}.`)
    },
  })

/** payload.config.ts graphQL.validationRules: added to GraphQL's own rules and Payload's complexity limit. */
export function graphqlValidationRules(_args: ExecutionArgs): ValidationRule[] {
  return [
    rootFieldLimit(GRAPHQL_LIMITS.rootFields),
    authMutationLimit(GRAPHQL_LIMITS.authMutations),
    depthLimit(GRAPHQL_LIMITS.depth),
  ]
}
