// The square crop of a profile picture, in the pixels of the image as shown.

export type Square = { x: number; y: number; size: number }
export type Bounds = { width: number; height: number }

/** The selection starts as a 200 px square (smaller if the image is), centred. */
export const CROP_START_SIZE = 200
export const CROP_MIN_SIZE = 40

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** Keeps a square inside the image: its size no bigger than the shorter side, its corner inside. */
export function clampSquare(square: Square, bounds: Bounds): Square {
  const largest = Math.max(0, Math.min(bounds.width, bounds.height))
  const size = clamp(square.size, Math.min(CROP_MIN_SIZE, largest), largest)
  return {
    size,
    x: clamp(square.x, 0, bounds.width - size),
    y: clamp(square.y, 0, bounds.height - size),
  }
}

export function initialSquare(bounds: Bounds, start: number = CROP_START_SIZE): Square {
  const size = Math.min(start, bounds.width, bounds.height)
  return clampSquare({ size, x: (bounds.width - size) / 2, y: (bounds.height - size) / 2 }, bounds)
}

export function moveSquare(square: Square, dx: number, dy: number, bounds: Bounds): Square {
  return clampSquare({ ...square, x: square.x + dx, y: square.y + dy }, bounds)
}

/** Resizes around the square's centre. */
export function resizeSquare(square: Square, size: number, bounds: Bounds): Square {
  const centreX = square.x + square.size / 2
  const centreY = square.y + square.size / 2
  const allowed = clampSquare({ ...square, size }, bounds).size
  return clampSquare({ size: allowed, x: centreX - allowed / 2, y: centreY - allowed / 2 }, bounds)
}

/** The square in the image's own pixels, whole numbers, for drawing onto a canvas. */
export function toNaturalSquare(square: Square, shown: Bounds, natural: Bounds): Square {
  const scale = shown.width > 0 ? natural.width / shown.width : 1
  const size = Math.max(1, Math.floor(Math.min(square.size * scale, natural.width, natural.height)))
  return {
    size,
    x: clamp(Math.round(square.x * scale), 0, natural.width - size),
    y: clamp(Math.round(square.y * scale), 0, natural.height - size),
  }
}
