import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { ByteRange, UploadStorage } from './storage'
import { UPLOAD_KEY_PATTERN } from '@/domain/schemas'

/** The absolute path of `name` inside `root`; throws for anything that would land elsewhere. */
export function pathInside(root: string, name: string): string {
  const folder = path.resolve(root)
  const resolved = path.resolve(folder, name)
  const relative = path.relative(folder, resolved)
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new Error(`Refusing a path outside the upload folder: ${JSON.stringify(name)}`)
  }
  return resolved
}

/** Uploads as plain files named by their key, directly in `root`. */
export function localDiskStorage(root: string): UploadStorage {
  const fileFor = (key: string) => {
    if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`)
    return pathInside(root, key)
  }

  return {
    async put(key, stagedFile) {
      const target = fileFor(key)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      try {
        await fsp.rename(stagedFile, target)
      } catch (error) {
        // A staged file on another file system cannot be renamed into place.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        await fsp.copyFile(stagedFile, target)
        await fsp.rm(stagedFile, { force: true })
      }
    },

    async size(key) {
      try {
        const stats = await fsp.stat(fileFor(key))
        return stats.isFile() ? stats.size : null
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },

    read(key, range?: ByteRange) {
      const stream = fs.createReadStream(fileFor(key), range ? { start: range.start, end: range.end } : {})
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>
    },

    async remove(key) {
      await fsp.rm(fileFor(key), { force: true })
    },
  }
}
