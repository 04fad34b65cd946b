import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { codeSchema, emailSchema, nameSchema, passwordSchema, timezoneSchema, timezoneSchemaAt } from './fields'

/** The parsed value, or the list of message keys. */
function outcome(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input)
  return result.success ? { value: result.data } : result.error.issues.map((issue) => issue.message)
}

describe('passwordSchema, each rule broken on its own', () => {
  it.each([
    ['Abcdef1!', null],
    ['Abcdefghijklmnop12!x', null],
    ['Äbcdef1€', null],
    ['Abc1!xy', ['Password_min_8']],
    ['Abcdefghijklmnop12!xy', ['Password_max_20']],
    ['abcdef1!', ['Password_needs_uppercase']],
    ['ABCDEF1!', ['Password_needs_lowercase']],
    ['Abcdefg!', ['Password_needs_digit']],
    ['Abcdefg1', ['Password_needs_special']],
    ['Abcdef1 ', ['Password_needs_special']],
    ['abc', ['Password_min_8', 'Password_needs_uppercase', 'Password_needs_digit', 'Password_needs_special']],
    ['', ['Password_is_required']],
    [undefined, ['Password_is_required']],
  ])('%j → %j', (input, errors) => {
    expect(outcome(passwordSchema, input)).toEqual(errors ?? { value: input })
  })
})

describe('emailSchema', () => {
  it.each([
    ['a@b.de', { value: 'a@b.de' }],
    ['a@b.com', { value: 'a@b.com' }],
    [' A@B.DE ', { value: 'a@b.de' }],
    ['First.Last+tag@mail.example.co.uk', { value: 'first.last+tag@mail.example.co.uk' }],
    ["o'brien@my-company.org", { value: "o'brien@my-company.org" }],
    ['a@b.info', ['Invalid_email_address']],
    ['no-at.com', ['Invalid_email_address']],
    ['a@b', ['Invalid_email_address']],
    ['a@b.d', ['Invalid_email_address']],
    ['a@b.c0m', ['Invalid_email_address']],
    ['a@@b.de', ['Invalid_email_address']],
    ['a b@c.de', ['Invalid_email_address']],
    ['a..b@c.de', ['Invalid_email_address']],
    ['.a@b.de', ['Invalid_email_address']],
    ['a@-b.de', ['Invalid_email_address']],
    ['a@b-.de', ['Invalid_email_address']],
    ['a@b..de', ['Invalid_email_address']],
    [`${'a'.repeat(250)}@b.de`, ['Invalid_email_address']],
    ['', ['Email_is_required']],
    ['   ', ['Email_is_required']],
    [undefined, ['Email_is_required']],
    [42, ['Email_is_required']],
  ])('%j → %j', (input, expected) => {
    expect(outcome(emailSchema, input)).toEqual(expected)
  })
})

describe('nameSchema', () => {
  it.each([
    ['Anna-Lena', { value: 'Anna-Lena' }],
    ["O'Brien", { value: "O'Brien" }],
    ['O’Brien', { value: 'O’Brien' }],
    ['José', { value: 'José' }],
    ['Jose\u0301', { value: 'Jose\u0301' }],
    ['Anna Lena', { value: 'Anna Lena' }],
    ['St.Clair', { value: 'St.Clair' }],
    ['Łukasz', { value: 'Łukasz' }],
    ['李小龍', { value: '李小龍' }],
    ['A', { value: 'A' }],
    ['  Anna  ', { value: 'Anna' }],
    ['Müller-Lüdenscheidt', { value: 'Müller-Lüdenscheidt' }],
    ['a'.repeat(20), { value: 'a'.repeat(20) }],
    // A dot followed by a space is two separators in a row, so titles with a dot are refused.
    ['Dr. Max', ['Name_invalid_characters']],
    ['-Anna', ['Name_invalid_characters']],
    ['Anna-', ['Name_invalid_characters']],
    ["'Anna", ['Name_invalid_characters']],
    ['Anna.', ['Name_invalid_characters']],
    ['Anna--Lena', ['Name_invalid_characters']],
    ['Anna  Lena', ['Name_invalid_characters']],
    ['Anna1', ['Name_invalid_characters']],
    ['Anna_Lena', ['Name_invalid_characters']],
    ['Anna😀', ['Name_invalid_characters']],
    ['a'.repeat(21), ['Name_max_20']],
    ['', ['Name_required']],
    ['   ', ['Name_required']],
    [undefined, ['Name_required']],
  ])('%j → %j', (input, expected) => {
    expect(outcome(nameSchema, input)).toEqual(expected)
  })
})

describe('codeSchema', () => {
  it.each([
    ['123456', { value: '123456' }],
    ['000000', { value: '000000' }],
    [' 123 456 ', { value: '123456' }],
    ['12345', ['Code_must_be_6_digits']],
    ['1234567', ['Code_must_be_6_digits']],
    ['12345a', ['Code_must_be_6_digits']],
    ['١٢٣٤٥٦', ['Code_must_be_6_digits']],
    ['', ['Code_must_be_6_digits']],
    [123456, ['Code_must_be_6_digits']],
    [undefined, ['Code_must_be_6_digits']],
  ])('%j → %j', (input, expected) => {
    expect(outcome(codeSchema, input)).toEqual(expected)
  })
})

describe('time zone schemas', () => {
  const winter = new Date('2026-01-15T12:00:00Z')

  it.each([
    ['Europe/Berlin', { value: 'Europe/Berlin' }, { value: 'Europe/Berlin' }],
    ['Asia/Kolkata', { value: 'Asia/Kolkata' }, { value: 'Asia/Kolkata' }],
    ['Australia/Adelaide', { value: 'Australia/Adelaide' }, { value: 'Australia/Adelaide' }],
    [' UTC ', { value: 'UTC' }, { value: 'UTC' }],
    ['Asia/Kathmandu', { value: 'Asia/Kathmandu' }, ['Invalid_timezone']],
    ['Mars/Olympus_Mons', ['Invalid_timezone'], ['Invalid_timezone']],
    ['+01:00', ['Invalid_timezone'], ['Invalid_timezone']],
    ['', ['Timezone_required'], ['Timezone_required']],
    [undefined, ['Timezone_required'], ['Timezone_required']],
  ])('%j → %j, at a winter instant %j', (input, plain, atInstant) => {
    expect(outcome(timezoneSchema, input)).toEqual(plain)
    expect(outcome(timezoneSchemaAt(winter), input)).toEqual(atInstant)
  })
})
