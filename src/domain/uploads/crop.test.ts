import { describe, expect, it } from 'vitest'

import { clampSquare, initialSquare, moveSquare, resizeSquare, toNaturalSquare } from './crop'

const landscape = { width: 400, height: 300 }

describe('initialSquare', () => {
  it.each([
    [landscape, { x: 100, y: 50, size: 200 }],
    [
      { width: 150, height: 300 },
      { x: 0, y: 75, size: 150 },
    ],
    [
      { width: 200, height: 200 },
      { x: 0, y: 0, size: 200 },
    ],
  ])('%j → %j', (bounds, square) => {
    expect(initialSquare(bounds)).toEqual(square)
  })
})

describe('moveSquare and resizeSquare stay inside the image', () => {
  it.each([
    ['right', moveSquare({ x: 100, y: 50, size: 200 }, 30, 0, landscape), { x: 130, y: 50, size: 200 }],
    ['past the right edge', moveSquare({ x: 100, y: 50, size: 200 }, 500, 0, landscape), { x: 200, y: 50, size: 200 }],
    ['past the top', moveSquare({ x: 100, y: 50, size: 200 }, 0, -80, landscape), { x: 100, y: 0, size: 200 }],
    [
      'grown around its centre',
      resizeSquare({ x: 100, y: 50, size: 200 }, 240, landscape),
      { x: 80, y: 30, size: 240 },
    ],
    [
      'grown past the shorter side',
      resizeSquare({ x: 100, y: 50, size: 200 }, 999, landscape),
      { x: 50, y: 0, size: 300 },
    ],
    [
      'shrunk below the minimum',
      resizeSquare({ x: 100, y: 50, size: 200 }, 5, landscape),
      { x: 180, y: 130, size: 40 },
    ],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it('a tiny image limits the square to its size', () => {
    expect(clampSquare({ x: 0, y: 0, size: 200 }, { width: 20, height: 30 })).toEqual({ x: 0, y: 0, size: 20 })
  })
})

describe('toNaturalSquare', () => {
  it.each([
    [
      { x: 100, y: 50, size: 200 },
      { width: 400, height: 300 },
      { width: 1600, height: 1200 },
      { x: 400, y: 200, size: 800 },
    ],
    [
      { x: 0, y: 0, size: 300 },
      { width: 400, height: 300 },
      { width: 401, height: 301 },
      { x: 0, y: 0, size: 300 },
    ],
    [
      { x: 200, y: 0, size: 200 },
      { width: 400, height: 200 },
      { width: 399, height: 199 },
      { x: 200, y: 0, size: 199 },
    ],
  ])('%j shown %j of %j → %j', (square, shown, natural, expected) => {
    expect(toNaturalSquare(square, shown, natural)).toEqual(expected)
  })
})
