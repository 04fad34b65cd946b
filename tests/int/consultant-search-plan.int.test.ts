import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { consultantFiltersFrom } from '@/domain/search'
import { runSql, sql, type SQL } from '@/server/db/sql'
import { pageStatement } from '@/server/queries/search'

// How the search statement is planned once there are enough profiles for indexes to pay: a thousand
// consultants with sixty made-up words each, added in a transaction that is rolled back at the end, so no
// other test sees them. No timings: the plan's shape is what regressed (wide rows read and ranked per
// match, every vocabulary word compared for typos, a count carrying whole rows).
const PROFILES = 1000

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Plan Width': number
  Plans?: PlanNode[]
}

let payload: Payload
let transactionID: string | number
let run: <Row extends object>(query: SQL) => Promise<Row[]>
// A word only the first added profile has, and the same word misspelt (one letter left out).
let rare: string

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

async function planOf(query: string): Promise<{ nodes: PlanNode[]; text: string }> {
  const statement = pageStatement(consultantFiltersFrom(new URLSearchParams(query)), new Date())
  const [row] = await run<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(sql`explain (format json, verbose) ${statement}`)
  const plan = row!['QUERY PLAN'][0].Plan
  return { nodes: nodesOf(plan), text: JSON.stringify(plan) }
}

beforeAll(async () => {
  payload = await testPayload()
  transactionID = (await payload.db.beginTransaction())!
  const req = await createLocalReq({}, payload)
  req.transactionID = transactionID
  run = (query) => runSql(req, query)
  const [first] = await run<{ id: number }>(sql`with added as (
      insert into users (email, role, profile_status)
      select 'plan-' || g || '-' || md5(random()::text) || '@example.com', 'CONSULTANT', 'ACTIVE'
      from generate_series(1, ${PROFILES}::int) g returning id)
    insert into consultant_profiles (user_id, published, search_text)
    select id, true, 'Interview coaching ' || (select string_agg('w' || md5(id::text || '-' || k), ' ')
      from generate_series(1, 60) k) from added
    returning user_id as id`)
  rare = `w${(await run<{ hash: string }>(sql`select md5(${first!.id}::text || '-7') as hash`))[0]!.hash.slice(0, 11)}`
  await run(sql`analyze consultant_search.documents`)
  await run(sql`analyze consultant_search.lexemes`)
})

afterAll(async () => {
  if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
})

describe('the search statement at a thousand profiles', () => {
  it('finds a word through the GIN index on the lexeme arrays and a misspelling through the trigram index', async () => {
    for (const search of [rare, `${rare.slice(0, 5)}${rare.slice(6)}`]) {
      const { nodes } = await planOf(`search=${search}`)
      const indexes = nodes.map((node) => node['Index Name'])
      expect(indexes).toContain('documents_lexemes_idx')
      expect(indexes).toContain('lexemes_trgm_idx')
      expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([])
    }
  })

  it('reads no profile text or vector, ranks by no ts_rank, and counts narrow rows', async () => {
    const { nodes, text } = await planOf('search=interview%20coachng')
    for (const banned of ['ts_rank', 'to_tsquery', '@@', 'consultant_profiles']) expect(text).not.toContain(banned)
    const relations = new Set(nodes.map((node) => node['Relation Name']).filter(Boolean))
    expect([...relations].sort()).toEqual(['documents', 'lexemes'])
    const count = nodes.find((node) => node['Node Type'] === 'WindowAgg')!
    // A document's lexemes alone are ~800 bytes; the count sees ids, scores and the order values only.
    for (const input of count.Plans ?? []) expect(input['Plan Width']).toBeLessThanOrEqual(200)
  })

  it('keeps a document narrow: no vectors, its lexemes an integer array stored in the row', async () => {
    const columns = await run<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns
        where table_schema = 'consultant_search' and table_name = 'documents'`,
    )
    expect(columns.filter((column) => column.data_type === 'tsvector')).toEqual([])
    expect(columns.find((column) => column.column_name === 'lexemes')?.data_type).toBe('ARRAY')
    const [row] = await run<{ widest: number }>(
      sql`select max(pg_column_size(d.*)) as widest from consultant_search.documents d`,
    )
    // Below the size at which PostgreSQL moves values out of the row (TOAST).
    expect(Number(row?.widest)).toBeLessThan(2032)
  })
})
