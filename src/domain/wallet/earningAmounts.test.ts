import { describe, expect, it } from 'vitest'

import { consultationEarning, shownVatCents, sumEarnings, totalsInEuro } from './earningAmounts'

describe('consultationEarning', () => {
  it('earns 75 % of every net up to 40 € and shows 19 % VAT on that earning, each to the cent', () => {
    for (let consultationNet = 1; consultationNet <= 4000; consultationNet += 1) {
      const row = consultationEarning(consultationNet)
      expect(row, `net ${consultationNet}`).not.toBeNull()
      expect(Math.abs(row!.netCents - consultationNet * 0.75), `net ${consultationNet}`).toBeLessThanOrEqual(0.5)
      expect(Math.abs(row!.vatCents - row!.netCents * 0.19), `net ${consultationNet}`).toBeLessThanOrEqual(0.5)
    }
  })

  it.each([
    // 59.50 gross at 19 % VAT is 50.00 net: the consultant earns 37.50, shown with 7.13 VAT.
    { consultationNet: 5000, net: 3750, vat: 713 },
    // 119.00 gross → 100.00 net → 75.00, VAT 14.25.
    { consultationNet: 10000, net: 7500, vat: 1425 },
    // B2B from Germany pays no VAT: the net is the list price; the view still shows 19 %.
    { consultationNet: 5950, net: 4463, vat: 848 },
    // 0.75 cents rounds to 1 cent; 19 % of 1 cent rounds to 0.
    { consultationNet: 1, net: 1, vat: 0 },
    // 1.5 cents: a tie rounds away from zero.
    { consultationNet: 2, net: 2, vat: 0 },
    { consultationNet: 4200, net: 3150, vat: 599 },
  ])('net $consultationNet → earns $net, VAT shown $vat', ({ consultationNet, net, vat }) => {
    expect(consultationEarning(consultationNet)).toEqual({ netCents: net, vatCents: vat })
  })

  it('is null for a free session: it writes no earning row', () => {
    expect(consultationEarning(0)).toBeNull()
  })

  it.each([-1, 0.5, Number.NaN])('rejects %s cents', (cents) => {
    expect(() => consultationEarning(cents)).toThrow(RangeError)
  })
})

describe('shownVatCents', () => {
  it.each([
    { net: 0, vat: 0 },
    { net: 100, vat: 19 },
    { net: 50, vat: 10 }, // 9.5 tie → 10
    { net: 3750, vat: 713 }, // 712.5 tie → 713
    { net: 7500, vat: 1425 },
  ])('$net → $vat', ({ net, vat }) => {
    expect(shownVatCents(net)).toBe(vat)
  })
})

describe('sumEarnings and totalsInEuro', () => {
  it.each([
    { rows: [], totals: { count: 0, netCents: 0, vatCents: 0 }, euro: { count: 0, netAmount: 0, VATAmount: 0 } },
    {
      rows: [
        { netCents: 3750, vatCents: 713 },
        { netCents: 7500, vatCents: 1425 },
      ],
      totals: { count: 2, netCents: 11250, vatCents: 2138 },
      euro: { count: 2, netAmount: 112.5, VATAmount: 21.38 },
    },
  ])('sums $rows.length rows', ({ rows, totals, euro }) => {
    expect(sumEarnings(rows)).toEqual(totals)
    expect(totalsInEuro(sumEarnings(rows))).toEqual(euro)
  })
})
