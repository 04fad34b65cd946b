// Whether the production build in .next can be served as it is: it must be newer than every source file
// that goes into it (tests aside).
import fs from 'node:fs'
import path from 'node:path'

import { projectDir } from './run.mjs'

const BUILD_INPUTS = [
  'src',
  'collections',
  'hooks',
  'access',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
const IGNORED = /(^|\/)(node_modules|\.next)(\/|$)|\.test\.tsx?$/

/** The newest modification time (ms) of the files below `entry`, skipping tests. */
function newestMtime(entry) {
  const full = path.join(projectDir, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const item of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    const file = path.join(item.parentPath ?? item.path, item.name)
    if (item.isDirectory() || IGNORED.test(path.relative(projectDir, file))) continue
    newest = Math.max(newest, fs.statSync(file).mtimeMs)
  }
  return newest
}

/** Why the build in .next cannot be reused, or null when it is current. */
export function staleBuildReason() {
  const buildId = path.join(projectDir, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return 'there is no production build'
  const built = fs.statSync(buildId).mtimeMs
  const changed = BUILD_INPUTS.find((entry) => newestMtime(entry) > built)
  return changed ? `${changed} changed after the last build` : null
}
