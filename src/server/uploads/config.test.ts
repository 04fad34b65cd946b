import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { documentMaxCount, documentMaxMb, stagingDir, uploadDir } from './config'

const NAMES = ['UPLOAD_DIR', 'UPLOAD_DOCUMENT_MAX_MB', 'UPLOAD_DOCUMENT_MAX_COUNT'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

describe('uploadDir', () => {
  it('defaults to .uploads in the project folder and keeps staging inside it', () => {
    delete process.env.UPLOAD_DIR
    expect(uploadDir()).toBe(path.join(process.cwd(), '.uploads'))
    expect(stagingDir()).toBe(path.join(process.cwd(), '.uploads', '.staging'))
  })

  it('uses UPLOAD_DIR, resolved to an absolute path', () => {
    process.env.UPLOAD_DIR = 'var/files/'
    expect(uploadDir()).toBe(path.resolve('var/files'))
  })
})

describe('document limits', () => {
  it.each([
    [undefined, undefined, 10, 5],
    ['2', '3', 2, 3],
    ['0.5', '1', 0.5, 1],
    ['', ' ', 10, 5],
    ['-1', '0', 10, 5],
    ['ten', '2.5', 10, 5],
  ])('UPLOAD_DOCUMENT_MAX_MB=%j, UPLOAD_DOCUMENT_MAX_COUNT=%j → %d MB, %d documents', (mb, count, maxMb, maxCount) => {
    if (mb === undefined) delete process.env.UPLOAD_DOCUMENT_MAX_MB
    else process.env.UPLOAD_DOCUMENT_MAX_MB = mb
    if (count === undefined) delete process.env.UPLOAD_DOCUMENT_MAX_COUNT
    else process.env.UPLOAD_DOCUMENT_MAX_COUNT = count
    expect(documentMaxMb()).toBe(maxMb)
    expect(documentMaxCount()).toBe(maxCount)
  })
})
