import { describe, expect, it } from 'vitest'
import { consultantEarning, platformFee } from './share'

describe('consultant share', () => {
  it('gives the consultant three quarters of every net up to 20 € to the cent, and the platform the rest', () => {
    for (let net = 0; net <= 2000; net += 1) {
      const earning = consultantEarning(net)
      expect(Math.abs(earning - net * 0.75), `net ${net}`).toBeLessThanOrEqual(0.5)
      expect(earning + platformFee(net)).toBe(net)
    }
  })

  it.each([
    { net: 0, earning: 0, fee: 0 },
    { net: 1, earning: 1, fee: 0 }, // 0.75
    { net: 2, earning: 2, fee: 0 }, // 1.5 tie
    { net: 3, earning: 2, fee: 1 }, // 2.25
    { net: 4, earning: 3, fee: 1 },
    { net: 6, earning: 5, fee: 1 }, // 4.5 tie
    { net: 10, earning: 8, fee: 2 }, // 7.5 tie
    { net: 84, earning: 63, fee: 21 },
    { net: 126, earning: 95, fee: 31 }, // 94.5 tie
    { net: 10000, earning: 7500, fee: 2500 },
    { net: 420084, earning: 315063, fee: 105021 },
    { net: -2, earning: -2, fee: 0 }, // -1.5 tie
  ])('net $net -> earning $earning, fee $fee', ({ net, earning, fee }) => {
    expect(consultantEarning(net)).toBe(earning)
    expect(platformFee(net)).toBe(fee)
  })

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (net) => {
    expect(() => consultantEarning(net)).toThrow(RangeError)
  })
})
