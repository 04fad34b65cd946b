import { PREVIEW_LENGTH } from './limits'

/** The last message as the conversation list shows it: one line, at most 120 characters. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length <= PREVIEW_LENGTH ? line : `${chars.slice(0, PREVIEW_LENGTH - 1).join('')}…`
}
