import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toSquareJpeg } from './images'

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-images-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const file = (name: string) => path.join(dir, name)

describe('toSquareJpeg', () => {
  it('crops a landscape PNG to its centred square, as a JPEG', async () => {
    // Left quarter red, middle half green, right quarter blue: the centred square is all green.
    const width = 400
    const height = 200
    const pixels = Buffer.alloc(width * height * 3)
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const colour = x < 100 ? [255, 0, 0] : x < 300 ? [0, 255, 0] : [0, 0, 255]
        pixels.set(colour, (y * width + x) * 3)
      }
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toFile(file('wide.png'))
    expect(await toSquareJpeg(file('wide.png'), file('wide.jpg'))).toBe(true)
    const output = sharp(file('wide.jpg'))
    expect(await output.metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 200 })
    const { channels } = await output.stats()
    expect(channels[0]!.mean).toBeLessThan(10)
    expect(channels[1]!.mean).toBeGreaterThan(245)
    expect(channels[2]!.mean).toBeLessThan(10)
  })

  it('turns the picture upright by its EXIF orientation and drops the metadata', async () => {
    // Stored with the left half red and the right half blue; orientation 6 means "turn 90° clockwise to
    // show", which puts the red half on top.
    const side = 100
    const pixels = Buffer.alloc(side * side * 3)
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) pixels.set(x < side / 2 ? [255, 0, 0] : [0, 0, 255], (y * side + x) * 3)
    }
    await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toFile(file('rotated.jpg'))
    expect((await sharp(file('rotated.jpg')).metadata()).orientation).toBe(6)
    expect(await toSquareJpeg(file('rotated.jpg'), file('upright.jpg'))).toBe(true)
    const metadata = await sharp(file('upright.jpg')).metadata()
    expect(metadata).toMatchObject({ width: side, height: side })
    expect(metadata.orientation).toBeUndefined()
    expect(metadata.exif).toBeUndefined()
    expect(fs.readFileSync(file('upright.jpg')).includes('secret camera owner')).toBe(false)
    // stats() reads its input, so the corner is cut out into a picture of its own first.
    const corner = await sharp(file('upright.jpg'))
      .extract({ left: 60, top: 5, width: 30, height: 20 })
      .png()
      .toBuffer()
    const topRight = await sharp(corner).stats()
    expect(topRight.channels[0]!.mean).toBeGreaterThan(200)
    expect(topRight.channels[2]!.mean).toBeLessThan(60)
  })

  it('puts transparency on white', async () => {
    await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(file('clear.png'))
    expect(await toSquareJpeg(file('clear.png'), file('clear.jpg'))).toBe(true)
    const { channels } = await sharp(file('clear.jpg')).stats()
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255])
  })

  it('refuses bytes that only start like a picture', async () => {
    fs.writeFileSync(
      file('fake.png'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]),
    )
    expect(await toSquareJpeg(file('fake.png'), file('fake.jpg'))).toBe(false)
  })
})
