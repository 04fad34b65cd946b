import fs from 'node:fs'
import fsp from 'node:fs/promises'

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandInput,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'

import type { ByteRange, IncomingObject, UploadStorage } from './storage'
import { UPLOAD_KEY_PATTERN } from '@/domain/schemas'

export type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible store instead of AWS; the SDK derives the AWS address from the region otherwise. */
  endpoint?: string
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, as MinIO-like stores need. */
  forcePathStyle: boolean
  /** Without them the SDK's default credential chain (environment, profile, instance or task role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** How long a presigned upload URL works. */
export const UPLOAD_URL_SECONDS = 15 * 60
/** Where the bytes a browser sends wait for the check; stored content lives under the bare key. */
export const INCOMING_PREFIX = 'incoming/'

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404

const rangeHeader = (range: ByteRange | undefined) => (range ? `bytes=${range.start}-${range.end}` : undefined)

/**
 * Uploads as objects of one bucket, named by their key; what browsers send arrives under
 * `incoming/<key>` first (see DirectTransfer). Works with AWS S3 and S3-compatible stores.
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: presigned URLs then carry no checksum of an empty body, and
    // S3-compatible stores that do not know the newer checksum headers keep working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const storedKey = (key: string) => {
    if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`)
    return key
  }
  const incomingKey = (key: string) => `${INCOMING_PREFIX}${storedKey(key)}`

  async function head(Key: string): Promise<IncomingObject | null> {
    try {
      const { ContentLength, ETag } = await client.send(new HeadObjectCommand({ Bucket, Key }))
      return { size: ContentLength ?? 0, version: ETag ?? '' }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async function remove(Key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket, Key }))
  }

  /** The object's bytes, requested only when the stream is first read. */
  function read(input: GetObjectCommandInput): ReadableStream<Uint8Array> {
    let body: Promise<ReadableStream<Uint8Array>> | undefined
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
    const open = () =>
      (body ??= client.send(new GetObjectCommand(input)).then(({ Body }) => {
        if (!Body) throw new Error(`S3 answered no body for ${input.Key}`)
        return Body.transformToWebStream() as ReadableStream<Uint8Array>
      }))
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        reader ??= (await open()).getReader()
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      async cancel(reason) {
        if (reader) await reader.cancel(reason)
        else if (body) await (await body.catch(() => null))?.cancel(reason)
      },
    })
  }

  return {
    async put(key, stagedFile, contentType) {
      const { size } = await fsp.stat(stagedFile)
      const source = fs.createReadStream(stagedFile)
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: storedKey(key),
            Body: source,
            ContentLength: size,
            ContentType: contentType,
          }),
        )
      } finally {
        source.destroy()
      }
      await fsp.rm(stagedFile, { force: true })
    },

    async size(key) {
      return (await head(storedKey(key)))?.size ?? null
    },

    read(key, range) {
      return read({ Bucket, Key: storedKey(key), Range: rangeHeader(range) })
    },

    async remove(key) {
      await remove(storedKey(key))
    },

    direct: {
      async uploadUrl(key, contentType) {
        const command = new PutObjectCommand({ Bucket, Key: incomingKey(key), ContentType: contentType })
        // The presigner leaves Content-Type unsigned unless asked; signed, a PUT with another type is refused.
        return getSignedUrl(client, command, {
          expiresIn: UPLOAD_URL_SECONDS,
          signableHeaders: new Set(['content-type']),
        })
      },

      incoming(key) {
        return head(incomingKey(key))
      },

      readIncoming(key, version, range) {
        return read({ Bucket, Key: incomingKey(key), IfMatch: version, Range: rangeHeader(range) })
      },

      async promote(key, version, contentType) {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: storedKey(key),
            CopySource: `${encodeURIComponent(Bucket)}/${incomingKey(key)}`,
            CopySourceIfMatch: version,
            ContentType: contentType,
            MetadataDirective: 'REPLACE',
          }),
        )
        await remove(incomingKey(key))
      },

      async discardIncoming(key) {
        await remove(incomingKey(key))
      },

      async downloadUrl(key, headers, expiresInSeconds) {
        const command = new GetObjectCommand({
          Bucket,
          Key: storedKey(key),
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.contentDisposition,
          ResponseCacheControl: headers.cacheControl,
        })
        return getSignedUrl(client, command, { expiresIn: expiresInSeconds })
      },
    },
  }
}
