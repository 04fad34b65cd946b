import { describe, expect, it } from 'vitest'
import { splitGross } from './vat'

describe('splitGross at 19 %', () => {
  // net = round(gross / 1.19) is at most half a cent off, so the VAT is within 1.19 × 0.5 cent of 19 % of it.
  it('takes 19 % VAT by default: the VAT is 19 % of the net to within rounding, for every gross up to 20 €', () => {
    for (let gross = 0; gross <= 2000; gross += 1) {
      const { net, vat } = splitGross(gross)
      expect(Math.abs(vat - net * 0.19), `gross ${gross}`).toBeLessThanOrEqual(0.595)
    }
  })

  it.each([
    { gross: 10700, rate: 7, net: 10000, vat: 700 },
    { gross: 10700, rate: undefined, net: 8992, vat: 1708 }, // 8991.596...
    { gross: 11900, rate: 0, net: 11900, vat: 0 },
  ])('$gross at rate $rate -> net $net: the rate given overrides the default', ({ gross, rate, net, vat }) => {
    expect(splitGross(gross, rate)).toEqual({ net, vat, gross })
  })

  // net = round(gross * 100 / 119), VAT = gross - net
  it.each([
    { gross: 0, net: 0, vat: 0 },
    { gross: 1, net: 1, vat: 0 }, // 0.840...
    { gross: 2, net: 2, vat: 0 }, // 1.680...
    { gross: 3, net: 3, vat: 0 }, // 2.521...
    { gross: 7, net: 6, vat: 1 }, // 5.882...
    { gross: 50, net: 42, vat: 8 }, // 42.016...
    { gross: 100, net: 84, vat: 16 }, // 84.033...
    { gross: 119, net: 100, vat: 19 },
    { gross: 150, net: 126, vat: 24 }, // 126.050...
    { gross: 238, net: 200, vat: 38 },
    { gross: 5000, net: 4202, vat: 798 }, // 4201.680...
    { gross: 499900, net: 420084, vat: 79816 }, // 420084.033...
  ])('$gross -> net $net, vat $vat', ({ gross, net, vat }) => {
    expect(splitGross(gross)).toEqual({ net, vat, gross })
    expect(splitGross(gross, 19)).toEqual({ net, vat, gross })
  })

  it('net plus VAT is always the gross', () => {
    for (let gross = 0; gross <= 2000; gross += 1) {
      const split = splitGross(gross)
      expect(split.net + split.vat).toBe(gross)
    }
  })
})

describe('splitGross half-cent ties round away from zero', () => {
  // 119 is odd, so 19 % never produces an exact tie; other rates do.
  it.each([
    { gross: 1, rate: 100, net: 1, vat: 0 }, // 0.5
    { gross: 3, rate: 100, net: 2, vat: 1 }, // 1.5
    { gross: 4, rate: 60, net: 3, vat: 1 }, // 2.5
    { gross: -4, rate: 60, net: -3, vat: -1 }, // -2.5
    { gross: 12, rate: 60, net: 8, vat: 4 }, // 7.5
    { gross: 5, rate: 0, net: 5, vat: 0 },
  ])('$gross at $rate % -> net $net', ({ gross, rate, net, vat }) => {
    expect(splitGross(gross, rate)).toEqual({ net, vat, gross })
  })
})

describe('splitGross rejects invalid input', () => {
  it.each([
    { gross: 1.5, rate: 19 },
    { gross: Number.NaN, rate: 19 },
    { gross: Number.POSITIVE_INFINITY, rate: 19 },
    { gross: 100, rate: -1 },
    { gross: 100, rate: 19.5 },
    { gross: 100, rate: 101 },
  ])('gross $gross, rate $rate', ({ gross, rate }) => {
    expect(() => splitGross(gross, rate)).toThrow(RangeError)
  })
})
