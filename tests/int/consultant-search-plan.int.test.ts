import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { consultantFiltersFrom } from '@/domain/search'
import { runSql, sql, type SQL } from '@/server/db/sql'
import { pageStatement } from '@/server/queries/search'

// How the search statement is planned once there are enough profiles for indexes to pay: a thousand
// consultants with sixty made-up words each and "Interview coaching" (one in 33 "interoperable" too), rated 0
// to 4.9, added in a
// transaction that is rolled back at the end, so no other test sees them. No timings: the plan's shape is
// what regressed (wide rows read and ranked per match, every vocabulary word compared for typos, a count
// carrying whole rows, every match of a frequent word read to show twenty).
const PROFILES = 1000

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Plan Width': number
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

let payload: Payload
let transactionID: string | number
let run: <Row extends object>(query: SQL) => Promise<Row[]>
// A word only the first added profile has, and the same word misspelt (one letter left out).
let rare: string

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

async function planOf(query: string, analyze = false): Promise<{ nodes: PlanNode[]; text: string }> {
  const statement = pageStatement(consultantFiltersFrom(new URLSearchParams(query)), new Date())
  const options = analyze ? sql`format json, verbose, analyze` : sql`format json, verbose`
  const [row] = await run<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(sql`explain (${options}) ${statement}`)
  const plan = row!['QUERY PLAN'][0].Plan
  return { nodes: nodesOf(plan), text: JSON.stringify(plan) }
}

async function page(query: string): Promise<{ ids: number[]; total: number }> {
  const [row] = await run<{ ids: number[]; total: number }>(
    pageStatement(consultantFiltersFrom(new URLSearchParams(query)), new Date()),
  )
  return row!
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
    insert into consultant_profiles (user_id, published, average_rating, search_text)
    select id, true, (id % 50) / 10.0, 'Interview coaching ' || case when id % 33 = 0 then 'interoperable ' else '' end
      || (select string_agg('w' || md5(id::text || '-' || k), ' ')
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

  it('reads no profile text or vector, ranks by no ts_rank, and counts from the index without carrying rows', async () => {
    const { nodes, text } = await planOf('search=interview%20coachng')
    for (const banned of ['ts_rank', 'to_tsquery', '@@', 'consultant_profiles']) expect(text).not.toContain(banned)
    const relations = new Set(nodes.map((node) => node['Relation Name']).filter(Boolean))
    expect([...relations].sort()).toEqual(['documents', 'lexemes', 'pg_class'])
    expect(nodes.filter((node) => node['Node Type'] === 'WindowAgg')).toEqual([])
    // The count's input: the documents the GIN index names, not one value of them (its other inputs are
    // the term's lexeme lists).
    const counted = nodes
      .filter((node) => node['Node Type'] === 'Aggregate')
      .flatMap((node) => node.Plans ?? [])
      .filter((input) => input['Relation Name'] === 'documents')
    expect(counted.map((input) => [input['Node Type'], input['Plan Width']])).toEqual([['Bitmap Heap Scan', 0]])
  })

  it('shows a page of a word every profile holds from the first rows of the order, and the same page as a full sort', async () => {
    const expected = (
      await run<{ id: number }>(sql`select d.profile_id as id from consultant_search.documents d
        where d.listed and d.lexemes && array(select l.id from consultant_search.lexemes l where l.lexeme ^@ 'interview')
        order by d.rating desc nulls last, d.reviews desc nulls last, d.profile_id`)
    ).map((row) => row.id)
    expect(expected.length).toBeGreaterThanOrEqual(PROFILES)
    const { nodes } = await planOf('search=interview', true)
    // Nothing that carries a document's values handles more rows than the 200 read down the rating index.
    const carried = nodes
      .filter((node) => node['Relation Name'] === 'documents' && node['Plan Width'] > 0)
      .map((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0))
    expect(Math.max(...carried)).toBeLessThanOrEqual(200)
    const first = await page('search=interview')
    expect(first).toEqual({ total: expected.length, ids: expected.slice(0, 20) })
    expect((await page('search=interview&page=7')).ids).toEqual(expected.slice(120, 140))
    // Past the thousand rows looked down the index: every match sorted.
    expect((await page('search=interview&limit=100&page=11')).ids).toEqual(expected.slice(1000, 1100))
  })

  it('shows a page the word-prefix matches fill without scoring the many profiles a misspelling resembles', async () => {
    // "intero" starts "interoperable" (about 30 profiles) and closely resembles "interview" (all of them).
    const leading = (
      await run<{ id: number }>(sql`select d.profile_id as id from consultant_search.documents d
        where d.listed and d.lexemes && array(select l.id from consultant_search.lexemes l where l.lexeme = 'interoperable')
        order by d.rating desc nulls last, d.reviews desc nulls last, d.profile_id`)
    ).map((row) => row.id)
    expect(leading.length).toBeGreaterThan(20)
    expect(leading.length).toBeLessThan(40)
    const { nodes } = await planOf('search=intero', true)
    const carried = nodes
      .filter((node) => node['Relation Name'] === 'documents' && node['Plan Width'] > 0)
      .map((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0))
    expect(Math.max(...carried)).toBeLessThanOrEqual(200)
    expect(await page('search=intero')).toEqual({ total: PROFILES, ids: leading.slice(0, 20) })
    // Page 2 runs out of them: their last, then the best rated of those matched by the misspelling.
    const second = (await page('search=intero&page=2')).ids
    expect(second.slice(0, leading.length - 20)).toEqual(leading.slice(20))
    expect(second).toHaveLength(20)
    expect(second.slice(leading.length - 20).filter((id) => leading.includes(id))).toEqual([])
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
