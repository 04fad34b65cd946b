import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { formValuesOf, isBlank, withFormRule, type FormRule } from './formRule'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const form = z
  .object({
    name: z
      .string({ error: 'Name_required' })
      .trim()
      .min(1, { error: 'Name_required', abort: true })
      .max(5, 'Name_max_20'),
    first: z.string().optional(),
    second: z.string().optional(),
    rows: z.array(z.object({ to: z.string().regex(/^\d{4}$/, 'Invalid_month') })).optional(),
  })
  .refine((values) => Boolean(values.first || values.second), {
    path: ['first'],
    error: 'At_least_one_link_required',
    when: () => true,
  })

const rule: FormRule = { schema: () => form }

type Call = { value: unknown; name?: string; siblings?: Record<string, unknown>; previous?: unknown }

function run(validate: ReturnType<typeof withFormRule>, call: Call, extra: object = {}) {
  const name = call.name ?? 'name'
  const options = {
    path: [name],
    siblingData: { first: 'a', ...call.siblings },
    previousValue: call.previous,
    req: { i18n: { language: 'en' } } as unknown as PayloadRequest,
    ...extra,
  }
  return validate(call.value, options as unknown as Parameters<typeof validate>[1])
}

const v = en.validation

describe('withFormRule', () => {
  it("answers the form's first problem with this field, in words", async () => {
    expect(await run(withFormRule(null, rule), { value: 'toolong' })).toBe(v.Name_max_20)
    expect(await run(withFormRule(null, rule), { value: 'Ida' })).toBe(true)
  })

  it('speaks German to a German admin panel', async () => {
    const german = { req: { i18n: { language: 'de' } } }
    expect(await run(withFormRule(null, rule), { value: 'toolong' }, german)).toBe(de.validation.Name_max_20)
  })

  it("keeps the field type's own check first, for every write", async () => {
    const base = () => 'too long for the column'
    expect(await run(withFormRule(base, rule), { value: 'Ida' }, { overrideAccess: true })).toBe(
      'too long for the column',
    )
  })

  it("leaves the server's own writes to the endpoints, unless the rule binds every write", async () => {
    expect(await run(withFormRule(null, rule), { value: 'toolong' }, { overrideAccess: true })).toBe(true)
    expect(
      await run(withFormRule(null, { ...rule, always: true }), { value: 'toolong' }, { overrideAccess: true }),
    ).toBe(v.Name_max_20)
  })

  it('lets a field stay blank until it is filled, then keeps it filled', async () => {
    for (const blank of [undefined, null, '', '  ', []]) {
      expect(await run(withFormRule(null, rule), { value: blank, previous: null })).toBe(true)
    }
    expect(await run(withFormRule(null, rule), { value: '', previous: 'Ida' })).toBe(v.Name_required)
  })

  it("ignores siblings' problems unless this field can cause them", async () => {
    const emptied = { value: null, name: 'second', previous: 'b', siblings: { first: null, name: 'toolong' } }
    expect(await run(withFormRule(null, rule), emptied)).toBe(true)
    const watching = withFormRule(null, { ...rule, alsoMessages: ['At_least_one_link_required'] })
    expect(await run(watching, emptied)).toBe(v.At_least_one_link_required)
  })

  it('names the row and cell of a problem inside a list', async () => {
    const rows = [{ to: '2020' }, { to: 'soon', id: 'row-2' }]
    expect(await run(withFormRule(null, rule), { value: rows, name: 'rows' })).toBe(`rows.1.to: ${v.Invalid_month}`)
  })

  it('reads stored values the way the form names and measures them', async () => {
    const renamed = withFormRule(null, { ...rule, key: 'name', formValues: ({ stored }) => ({ name: stored }) })
    expect(await run(renamed, { value: 'toolong', name: 'stored' })).toBe(v.Name_max_20)
  })
})

describe('form values of stored data', () => {
  it('drops stored nulls and treats blank top-level text as absent', () => {
    expect(formValuesOf({ a: null, b: [{ c: null, d: 'x' }], e: ' ', f: 'y' })).toEqual({ b: [{ d: 'x' }], f: 'y' })
    expect(isBlank([])).toBe(true)
    expect(isBlank(0)).toBe(false)
  })
})
