import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localDiskStorage, pathInside } from './localDisk'

let root: string
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-disk-'))
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('pathInside', () => {
  it.each(['abc', 'a/b', '.staging/x.part', './abc', 'a/../b'])('accepts %j', (name) => {
    const resolved = pathInside('/srv/uploads', name)
    expect(resolved.startsWith(`/srv/uploads${path.sep}`)).toBe(true)
  })

  it.each(['', '.', '..', '../x', '../../etc/passwd', '/etc/passwd', 'a/../../x', '../uploads-evil/x'])(
    'refuses %j',
    (name) => {
      expect(() => pathInside('/srv/uploads', name)).toThrow(/outside the upload folder/)
    },
  )
})

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text()
}

describe('localDiskStorage', () => {
  const key = 'AbCdEfGhIjKlMnOpQrStUv'

  it('moves a staged file into place, reads it whole and in ranges, and removes it', async () => {
    const storage = localDiskStorage(root)
    const staged = path.join(root, 'staged.part')
    fs.writeFileSync(staged, '0123456789')
    await storage.put(key, staged, 'text/plain')
    expect(fs.existsSync(staged)).toBe(false)
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('0123456789')
    expect(await storage.size(key)).toBe(10)
    expect(await text(storage.read(key))).toBe('0123456789')
    expect(await text(storage.read(key, { start: 2, end: 4 }))).toBe('234')
    await storage.remove(key)
    expect(await storage.size(key)).toBeNull()
    await expect(storage.remove(key)).resolves.toBeUndefined()
  })

  it.each(['../escape-xxxxxxxxxxxxxxx', 'short', 'with/slash/xxxxxxxxxxxxx', '..'])(
    'refuses the key %j',
    async (bad) => {
      const storage = localDiskStorage(root)
      await expect(storage.size(bad)).rejects.toThrow(/Not an upload key/)
      await expect(storage.remove(bad)).rejects.toThrow(/Not an upload key/)
      expect(() => storage.read(bad)).toThrow(/Not an upload key/)
    },
  )
})
