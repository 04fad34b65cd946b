import config from '@payload-config'
import { formatNames, type CollectionSlug, type Field, type Payload } from 'payload'

import { rest, SITE_ORIGIN } from '../http'
import { graphqlPost } from '@/server/graphql/routes'

/** What a door answered: let through (whatever came after), or refused for lack of access. */
export type Outcome = 'allowed' | 'refused'
const REFUSALS = [401, 403, 404]

export function restOutcome(status: number): Outcome {
  if (status >= 500) throw new Error(`answered ${status}`)
  return REFUSALS.includes(status) ? 'refused' : 'allowed'
}

/** The ids of `ids` that a REST find lets the caller see. */
export async function restVisible(slug: string, ids: number[], token?: string): Promise<number[]> {
  const query = ids.map((id) => `where[id][in]=${id}`).join('&')
  const { status, json } = await rest('GET', `/api/${slug}?${query}&depth=0&limit=10`, { token })
  if (restOutcome(status) === 'refused') return []
  if (status !== 200) throw new Error(`find ${slug} answered ${status}`)
  return (json.docs as { id: number }[]).map((doc) => doc.id).sort()
}

const handler = graphqlPost(config)

type GraphqlError = { message: string; extensions?: { statusCode?: number } }
type GraphqlAnswer = { status: number; data: Record<string, unknown> | null; errors: GraphqlError[] }

export async function graphqlCall(query: string, variables: object, token?: string): Promise<GraphqlAnswer> {
  const response = await handler(
    new Request(`${SITE_ORIGIN}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE_ORIGIN,
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  if (response.status >= 500) throw new Error(`GraphQL answered ${response.status}`)
  const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: GraphqlError[] }
  return { status: response.status, data: json.data ?? null, errors: json.errors ?? [] }
}

/** Refused at the door (HTTP status), or the operation's field came back empty with an access error. */
export function graphqlOutcome(answer: GraphqlAnswer, field: string): Outcome {
  if (REFUSALS.includes(answer.status)) return 'refused'
  // A request the schema rejects says nothing about access: the test's own data is wrong.
  if (answer.status === 400) throw new Error(`GraphQL refused the request: ${JSON.stringify(answer.errors)}`)
  if (answer.data?.[field] != null) return 'allowed'
  const denied = answer.errors.some(
    (error) =>
      REFUSALS.includes(error.extensions?.statusCode ?? 0) ||
      /not allowed|not found|unauthori[sz]ed|forbidden|anonymised/i.test(error.message),
  )
  return denied ? 'refused' : 'allowed'
}

/** Select values as GraphQL enum names (Payload's formatName: a leading digit gets "_", "-./" become "_"). */
export function asGraphqlInput(fields: Field[], data: Record<string, unknown>): Record<string, unknown> {
  const input = { ...data }
  for (const field of fields) {
    if (field.type !== 'select' || typeof input[field.name] !== 'string') continue
    const value = input[field.name] as string
    input[field.name] = (/^\d/.test(value) ? `_${value}` : value).replace(/[-./]/g, '_')
  }
  return input
}

/** The names Payload's GraphQL schema gives a collection's queries and mutations. */
export function graphqlNames(payload: Payload, slug: CollectionSlug) {
  const collection = payload.collections[slug]?.config
  if (!collection || collection.graphQL === false) return null
  const fromSlug = formatNames(slug)
  const singular = collection.graphQL?.singularName ?? fromSlug.singular
  let plural = collection.graphQL?.pluralName ?? fromSlug.plural
  if (singular === plural) plural = `all${singular}`
  return { singular, plural, input: `mutation${singular}Input` }
}
