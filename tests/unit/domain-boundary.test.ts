import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own ESLint configuration keeps src/domain free of framework imports.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = [value]\n`, {
    filePath: path.join(root, file),
  })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').length
}

describe('the src/domain import boundary', () => {
  // The first lint loads the whole configuration (typed rules included): seconds on a busy machine.
  beforeAll(() => boundaryErrors('src/domain/money/warm-up.ts', "import { value } from 'zod'"), 120_000)

  it.each([
    "import { value } from 'payload'",
    "import { value } from 'next/headers'",
    "import { value } from 'react'",
    "import { value } from 'stripe'",
    "import { value } from 'pg'",
    "import { value } from 'node:crypto'",
    "import { value } from '@/server/env'",
    "import { value } from '@payloadcms/db-postgres'",
  ])('refuses %s in domain code', async (source) => {
    expect(await boundaryErrors('src/domain/money/probe.ts', source)).toBe(1)
  })

  it.each([
    "import { value } from 'zod'",
    "import { value } from 'date-fns'",
    "import { value } from 'date-fns-tz'",
    "import { value } from 'date-fns/locale'",
    "import { value } from './vat'",
    "import { value } from '../locale'",
  ])('allows %s in domain code', async (source) => {
    expect(await boundaryErrors('src/domain/money/probe.ts', source)).toBe(0)
  })

  it('lets domain tests import vitest but nothing of the framework', async () => {
    expect(await boundaryErrors('src/domain/money/probe.test.ts', "import { value } from 'vitest'")).toBe(0)
    expect(await boundaryErrors('src/domain/money/probe.test.ts', "import { value } from 'payload'")).toBe(1)
  })

  it('does not apply outside src/domain', async () => {
    expect(await boundaryErrors('src/server/probe.ts', "import { value } from 'payload'")).toBe(0)
  })
})
