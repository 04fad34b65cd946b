import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { documentMaxCount, documentMaxMb, s3Settings, stagingDir, uploadDir, uploadStorage } from './config'

const S3_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const
const NAMES = ['UPLOAD_DIR', 'UPLOAD_DOCUMENT_MAX_MB', 'UPLOAD_DOCUMENT_MAX_COUNT', ...S3_NAMES] as const
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

describe('S3 settings', () => {
  const clearS3 = () => S3_NAMES.forEach((name) => delete process.env[name])

  it('are off without S3_BUCKET: uploads stay on the local disk', () => {
    clearS3()
    process.env.S3_REGION = 'us-east-1'
    expect(s3Settings()).toBeNull()
    expect(uploadStorage().direct).toBeUndefined()
  })

  it('default to eu-central-1, virtual-host style and the AWS credential chain', () => {
    clearS3()
    process.env.S3_BUCKET = ' uploads '
    expect(s3Settings()).toEqual({ bucket: 'uploads', region: 'eu-central-1', forcePathStyle: false })
    expect(uploadStorage().direct).toBeDefined()
  })

  it('take the endpoint, path style and keys of an S3-compatible store', () => {
    clearS3()
    Object.assign(process.env, {
      S3_BUCKET: 'uploads',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'TRUE',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    })
    expect(s3Settings()).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    })
    // One client per configuration, a new one when it changes.
    expect(uploadStorage()).toBe(uploadStorage())
    const before = uploadStorage()
    process.env.S3_REGION = 'eu-west-1'
    expect(uploadStorage()).not.toBe(before)
  })

  it('refuse half a key pair and an endpoint that is not a URL', () => {
    clearS3()
    process.env.S3_BUCKET = 'uploads'
    process.env.S3_ACCESS_KEY_ID = 'only-the-id'
    expect(() => s3Settings()).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/)
    delete process.env.S3_ACCESS_KEY_ID
    for (const endpoint of ['not a url', 'minio:9000']) {
      process.env.S3_ENDPOINT = endpoint
      expect(() => s3Settings()).toThrow(/S3_ENDPOINT/)
    }
    process.env.S3_ENDPOINT = 'https://s3.example.com'
    expect(s3Settings()).toMatchObject({ endpoint: 'https://s3.example.com' })
  })
})
