import sharp from 'sharp'

/** Pictures with more pixels are refused rather than decoded (a small PNG can unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 50_000_000

/**
 * Re-encodes a JPEG or PNG as the profile picture: turned upright by its EXIF orientation, cropped to
 * the centred square, transparency on white, saved as JPEG without metadata (sharp drops EXIF, GPS and
 * ICC data unless asked to keep them). Returns false when the bytes cannot be decoded as a picture.
 */
export async function toSquareJpeg(input: string, output: string): Promise<boolean> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const
  try {
    const { width, height } = await sharp(input, options).metadata()
    if (!width || !height) return false
    // The shorter side stays the shorter side when EXIF turns the picture, so it can be read before rotating.
    const side = Math.min(width, height)
    await sharp(input, options)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toFile(output)
    return true
  } catch {
    return false
  }
}
