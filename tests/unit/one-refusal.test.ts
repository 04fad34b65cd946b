import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

// One way to refuse a request: throw a Refusal (src/server/http/refusal.ts), or, in front of Payload where
// nothing catches it, answer it with refusalResponse. Only the mapper writes an error body.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const FOLDERS = ['src', 'collections', 'hooks', 'access']

const ALLOWED: Record<string, string> = {
  'src/server/http/refusalAnswer.ts': 'the mapper: the one place that writes a refusal body',
  'src/server/http/refusal.ts': 'the Refusal type itself, an APIError',
  'src/endpoints/health.ts': 'a health report: its 503 tells the state of the service, it refuses nothing',
}

/** The text between the parenthesis opening at `open` and its partner (strings and comments are rare there). */
function argumentsAt(source: string, open: number): string {
  let depth = 0
  for (let index = open; index < source.length; index++) {
    const char = source[index]
    if (char === '(' || char === '{' || char === '[') depth++
    else if (char === ')' || char === '}' || char === ']') depth--
    if (depth === 0) return source.slice(open + 1, index)
  }
  return source.slice(open + 1)
}

/** The first argument of an argument list: up to its first comma outside brackets. */
function firstArgument(args: string): string {
  let depth = 0
  for (let index = 0; index < args.length; index++) {
    const char = args[index]
    if (char === '(' || char === '{' || char === '[') depth++
    else if (char === ')' || char === '}' || char === ']') depth--
    else if (char === ',' && depth === 0) return args.slice(0, index)
  }
  return args
}

const ERROR_STATUS = /\b[45]\d\d\b/
const SUCCESS_STATUS = /^\s*[23]\d\d\s*$/
/** An object literal with a `message`: what an error body looks like when its status is not a literal. */
const MESSAGE_BODY = /^\s*\{[^]*\bmessage\b/

/** `json(status, body)`: an error status, or a computed one with a message body. */
function errorJson(args: string): boolean {
  const status = firstArgument(args)
  if (SUCCESS_STATUS.test(status)) return false
  return ERROR_STATUS.test(status) || MESSAGE_BODY.test(args.slice(status.length + 1))
}

/** `Response.json(body, { status })`: an error status, or a computed one with a message body. */
function errorResponse(args: string): boolean {
  const status = /\bstatus\s*:\s*([^,}]+)/.exec(args)?.[1] ?? (/[{,]\s*status\s*[,}]/.test(args) ? 'status' : null)
  if (status === null || SUCCESS_STATUS.test(status)) return false
  return ERROR_STATUS.test(status) || MESSAGE_BODY.test(firstArgument(args))
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length

/** Where `source` builds an error answer itself or throws a bare APIError, as `line: what` findings. */
export function handBuiltRefusals(source: string): string[] {
  const findings: string[] = []
  const find = (pattern: RegExp, refused: (match: RegExpExecArray) => string | null) => {
    for (const match of source.matchAll(pattern)) {
      const what = refused(match)
      if (what) findings.push(`${lineOf(source, match.index)}: ${what}`)
    }
  }
  // The endpoints' json(status, body) with an error status.
  find(/(?<![.\w])json\(/g, (match) => {
    const args = argumentsAt(source, match.index + match[0].length - 1)
    return errorJson(args) ? 'json() with an error status' : null
  })
  // Response.json(body, { status }) and new Response(JSON.stringify(body), { status }) with an error status.
  find(/\b(?:Response\.json|new\s+Response)\(/g, (match) => {
    const args = argumentsAt(source, match.index + match[0].length - 1)
    const isJson = match[0].startsWith('Response') || /^\s*JSON\.stringify\(/.test(args)
    return isJson && errorResponse(args) ? `${match[0]}) with an error status` : null
  })
  // An afterError hook's own error body.
  find(/\bstatus\s*:\s*[45]\d\d\s*,\s*response\s*:/g, () => 'an afterError answer written by hand')
  find(/\bnew\s+APIError\b/g, () => 'new APIError: throw a Refusal')
  find(/\bextends\s+APIError\b/g, () => 'another APIError type: throw a Refusal')
  return findings
}

function sourceFiles(folder: string): string[] {
  const dir = path.join(root, folder)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'),
    )
    .map((file) => path.posix.join(folder, ...file.split(path.sep)))
}

describe('one way to refuse a request', () => {
  it('finds hand-written error answers and bare APIErrors', () => {
    const refused = [
      "return json(404, { message: t('uploadNotFound'), code: 'NOT_FOUND' })",
      "return json(\n  416,\n  { message: t('range'), code: 'RANGE_NOT_SATISFIABLE' },\n  { 'Content-Range': '*' },\n)",
      'return json(ok ? 200 : 502, { message })',
      'return Response.json({ message, errors: [{ message }] }, { status: 403 })',
      'return new Response(JSON.stringify({ message }), { status: 400, headers })',
      "return { status: 503, response: { message, code: 'SERVICE_UNAVAILABLE' } }",
      "throw new APIError('Please verify your email address first.', 403, { code: 'NOT_CONFIRMED' }, true)",
      'class Mine extends APIError {}',
      'return json(status, { message: t(key), code })',
      'return Response.json({ message, code: refusal.code }, { status: refusal.status })',
    ]
    for (const source of refused) expect(handBuiltRefusals(source), source).toHaveLength(1)
  })

  it('leaves successes, refusals and plain-text pages alone', () => {
    const allowed = [
      'return json(200, { success: true })',
      'return json(201, { message: t("registered"), userId })',
      'const body = await req.json()',
      "return Response.json({ message: req.t('general:deletedSuccessfully') })",
      "return new Response('Bad preview path', { status: 400 })",
      'return new Response(null, { status: 302, headers })',
      "throw new Refusal(409, 'ALREADY_STORED', text('api', 'uploadAlreadyStored'))",
      'return refusalResponse(refusal, request)',
      'return Response.json(body, { status, headers })',
      'return json(200, answer, { etag })',
    ]
    for (const source of allowed) expect(handBuiltRefusals(source), source).toEqual([])
  })

  it('holds in src, collections, hooks and access: only the mapper writes an error body', () => {
    const files = FOLDERS.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(100)
    const offending = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        handBuiltRefusals(fs.readFileSync(path.join(root, file), 'utf8')).map((finding) => `${file}:${finding}`),
      )
    expect(offending).toEqual([])
  })
})
