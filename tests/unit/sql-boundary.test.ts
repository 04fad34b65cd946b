import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own ESLint configuration keeps SQL in src/server/queries (and the helper in src/server/db).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

async function ruleErrors(file: string, source: string, ruleId: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = [value]\n`, {
    filePath: path.join(root, file),
  })
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).length
}
const boundaryErrors = (file: string, source: string) =>
  ruleErrors(file, source, '@typescript-eslint/no-restricted-imports')

const forbidden = [
  "import { value } from '@/server/db/sql'",
  "import { value } from '../db/sql'",
  "import { value } from '../../src/server/db/sql'",
  "import { value } from 'pg'",
  "import { value } from 'drizzle-orm'",
  "import { value } from 'drizzle-orm/pg-core'",
  "import { value } from '@payloadcms/db-postgres'",
  "import { value } from '@payloadcms/db-postgres/drizzle'",
  "import { value } from '@payloadcms/drizzle'",
]

describe('the SQL boundary', () => {
  // The first lint loads the whole configuration (typed rules included): seconds on a busy machine.
  beforeAll(() => boundaryErrors('src/server/warm-up.ts', "import { value } from 'zod'"), 120_000)

  it.each(
    ['src/server/booking/probe.ts', 'src/endpoints/probe.ts', 'collections/Users/hooks/probe.ts', 'hooks/probe.ts']
      .concat(['access/probe.ts', 'src/app/(frontend)/probe/page.tsx'])
      .flatMap((file) => forbidden.map((source) => [file, source])),
  )('refuses in %s: %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toBe(1)
  })

  it.each(['src/server/queries/probe.ts', 'src/server/db/probe.ts'].flatMap((file) => forbidden.map((s) => [file, s])))(
    'allows in %s: %s',
    async (file, source) => {
      expect(await boundaryErrors(file, source)).toBe(0)
    },
  )

  it('lets every module call the query functions', async () => {
    expect(
      await boundaryErrors('src/server/booking/probe.ts', "import { value } from '@/server/queries/booking'"),
    ).toBe(0)
  })

  it('leaves the other import rules in force where both apply', async () => {
    expect(await ruleErrors('src/domain/money/probe.ts', "import { value } from 'pg'", 'no-restricted-imports')).toBe(1)
    expect(await boundaryErrors('src/domain/money/probe.ts', "import { value } from 'pg'")).toBe(1)
  })
})
