import { describe, expect, it } from 'vitest'

import {
  joinMonth,
  latestPickableMonth,
  monthOptions,
  pickerYears,
  splitMonth,
  type MonthPickerLimit,
} from './monthYear'

const MID_NOVEMBER = new Date('2026-11-15T12:00:00Z')
// At 11:00 UTC on New Year's Eve it is already January 1 in Kiritimati (UTC+14), as the schemas count.
const NEW_YEARS_EVE = new Date('2026-12-31T11:00:00Z')

describe('latestPickableMonth', () => {
  it.each([
    [MID_NOVEMBER, 'thisMonth', '2026-11'],
    [MID_NOVEMBER, 'thisYear', '2026-12'],
    [MID_NOVEMBER, { yearsAhead: 10 }, '2036-11'],
    [NEW_YEARS_EVE, 'thisMonth', '2027-01'],
    [NEW_YEARS_EVE, 'thisYear', '2027-12'],
    [NEW_YEARS_EVE, { yearsAhead: 10 }, '2037-01'],
  ] as const)('at %s, %o reaches %s', (now, limit, expected) => {
    expect(latestPickableMonth(now, limit as MonthPickerLimit)).toBe(expected)
  })
})

describe('pickerYears', () => {
  it.each([
    ['work dates', 'thisMonth', '2026', '1926', 101],
    ['the education start', 'thisYear', '2026', '1926', 101],
    ['the education end', { yearsAhead: 10 }, '2036', '1926', 111],
  ] as const)('for %s run from %s… %s down to %s (%i years)', (_, limit, first, last, count) => {
    const years = pickerYears(MID_NOVEMBER, latestPickableMonth(MID_NOVEMBER, limit as MonthPickerLimit))
    expect([years[0], years.at(-1), years.length]).toEqual([first, last, count])
    expect(years).toEqual([...years].sort((a, b) => Number(b) - Number(a)))
  })

  it('keeps a stored year outside the span in its place, so the picker shows what is stored', () => {
    const years = pickerYears(MID_NOVEMBER, '2026-11', '1920')
    expect(years.slice(-2)).toEqual(['1926', '1920'])
    expect(pickerYears(MID_NOVEMBER, '2026-11', '2030')[0]).toBe('2030')
    expect(pickerYears(MID_NOVEMBER, '2026-11', '2001')).toHaveLength(101)
    expect(pickerYears(MID_NOVEMBER, '2026-11', 'NOW')).toHaveLength(101)
  })
})

describe('monthOptions', () => {
  it.each([
    [
      'en',
      [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
    ],
    [
      'de',
      [
        'Januar',
        'Februar',
        'März',
        'April',
        'Mai',
        'Juni',
        'Juli',
        'August',
        'September',
        'Oktober',
        'November',
        'Dezember',
      ],
    ],
  ] as const)('names the months in %s, valued 01 to 12', (locale, labels) => {
    const options = monthOptions(locale, '', '2026-11')
    expect(options.map((option) => option.label)).toEqual(labels)
    expect(options.map((option) => option.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ])
  })

  it.each([
    ['the latest year', '2026', '2026-11', ['12']],
    ['an earlier year', '2025', '2026-11', []],
    ['no year yet', '', '2026-11', []],
    [
      'the last year of an end ten years ahead',
      '2036',
      '2036-03',
      ['04', '05', '06', '07', '08', '09', '10', '11', '12'],
    ],
    [
      'a year after the latest (a stored value)',
      '2030',
      '2026-11',
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
    ],
  ] as const)('in %s refuses the months after the latest', (_, year, latest, refused) => {
    const options = monthOptions('en', year, latest)
    expect(options.filter((option) => option.disabled).map((option) => option.value)).toEqual(refused)
  })
})

describe('joinMonth and splitMonth', () => {
  it.each([
    [{ year: '2019', month: '04' }, '2019-04'],
    [{ year: '1926', month: '12' }, '1926-12'],
    [{ year: '2019', month: '' }, ''],
    [{ year: '', month: '04' }, ''],
    [{ year: '', month: '' }, ''],
    [{ year: '2019', month: '13' }, ''],
  ])('%o joins to %j', (parts, joined) => {
    expect(joinMonth(parts)).toBe(joined)
  })

  it.each([
    ['2019-04', { year: '2019', month: '04' }],
    ['', { year: '', month: '' }],
    ['NOW', { year: '', month: '' }],
    [null, { year: '', month: '' }],
    [undefined, { year: '', month: '' }],
    ['2019-4', { year: '', month: '' }],
  ])('%j splits into %o', (value, parts) => {
    expect(splitMonth(value)).toEqual(parts)
  })

  it('gives back what it split', () => {
    for (const value of ['1926-01', '2026-11', '2036-12']) expect(joinMonth(splitMonth(value))).toBe(value)
  })
})
