import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

type Localized = { en: string; de: string }

const WIDTH = 1600
const HEIGHT = 800

// Two gradient stops and an accent per blog category, in the site's calm blues, greens and warm tones.
const PALETTES: Record<string, [string, string, string]> = {
  applications: ['#1e3a8a', '#3b82f6', '#fbbf24'],
  'career-change': ['#065f46', '#10b981', '#facc15'],
  'working-in-germany': ['#7c2d12', '#f97316', '#1e3a8a'],
}
const FALLBACK: [string, string, string] = ['#312e81', '#6366f1', '#fcd34d']

/** Numbers in [0, 1) that follow from `seed`, so a post's cover is the same on every run. */
function randomsOf(seed: string, count: number): number[] {
  const bytes = createHash('sha256').update(seed).digest()
  return Array.from({ length: count }, (_, i) => bytes[i % bytes.length]! / 256)
}

/** An abstract cover: a diagonal gradient with soft circles and a band of dots, as SVG. */
export function coverSvg(seed: string, category: string): string {
  const [from, to, accent] = PALETTES[category] ?? FALLBACK
  const r = randomsOf(seed, 12)
  const circle = (i: number, opacity: number, color: string) => {
    const cx = Math.round(r[i]! * WIDTH)
    const cy = Math.round(r[i + 1]! * HEIGHT)
    const radius = Math.round(180 + r[i + 2]! * 320)
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/>`
  }
  const dotsX = Math.round(900 + r[9]! * 400)
  const dotsY = Math.round(120 + r[10]! * 400)
  const dots = Array.from({ length: 36 }, (_, i) => {
    const x = dotsX + (i % 6) * 34
    const y = dotsY + Math.floor(i / 6) * 34
    return `<circle cx="${x}" cy="${y}" r="5" fill="#ffffff" fill-opacity="0.55"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${circle(0, 0.18, '#ffffff')}${circle(3, 0.6, accent)}${circle(6, 0.12, '#0f172a')}
  <path d="M0 ${Math.round(560 + r[11]! * 160)} C ${WIDTH * 0.3} ${HEIGHT * 0.55}, ${WIDTH * 0.6} ${HEIGHT * 1.05}, ${WIDTH} ${HEIGHT * 0.7} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="#ffffff" fill-opacity="0.1"/>
  ${dots}
</svg>`
}

/** The cover as a JPEG. */
export async function renderCoverJpeg(seed: string, category: string): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(seed, category)))
    .jpeg({ quality: 82 })
    .toBuffer()
}

/**
 * Adds a generated cover to the media library, the way an editor's upload lands there (Payload makes the
 * card and cover sizes), with its alt text in English and German. Returns the media id.
 */
export async function createCover(payload: Payload, slug: string, category: string, alt: Localized): Promise<number> {
  const data = await renderCoverJpeg(slug, category)
  const media = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    file: { data, mimetype: 'image/jpeg', name: `${slug}.jpg`, size: data.length },
    depth: 0,
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'de', data: { alt: alt.de }, depth: 0 })
  return media.id
}
