export const FILE_NAME_MAX_LENGTH = 100
/** The name given to a file whose own name has nothing usable left. */
export const FALLBACK_FILE_NAME = 'file'

// Extensions longer than this are treated as part of the name when a long name is shortened.
const EXTENSION_MAX_LENGTH = 10

/**
 * A file name that is safe to show, store and send in a Content-Disposition header: only the base name
 * (no folders, no '..'), no control characters, only A-Z a-z 0-9 . _ space and hyphen (accented letters
 * lose their accents, anything else becomes '_'), no leading or trailing dots or spaces, at most 100
 * characters with the extension kept, never empty.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/ {2,}/g, ' ')
    .replace(/^[. ]+|[. ]+$/g, '')
  return shorten(cleaned) || FALLBACK_FILE_NAME
}

function shorten(name: string): string {
  if (name.length <= FILE_NAME_MAX_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && name.length - dot <= EXTENSION_MAX_LENGTH + 1 ? name.slice(dot) : ''
  const stem = name.slice(0, FILE_NAME_MAX_LENGTH - extension.length).replace(/[. ]+$/, '')
  return `${stem}${extension}`
}

/** The same name with its extension replaced (or added), e.g. for a picture re-encoded as JPEG. */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name
  return `${stem.slice(0, FILE_NAME_MAX_LENGTH - extension.length - 1)}.${extension}`
}
