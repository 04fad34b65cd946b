import type { GeneratePreviewURL } from 'payload'

import { serverUrl } from '@/server/env'

/** The admin panel's preview link: our draft route checks the editor's session, then shows `path` as a draft. */
export function previewUrl(path: string | null, locale?: string): string | null {
  if (!path) return null
  const query = new URLSearchParams({ path, ...(locale ? { locale } : {}) })
  return `${serverUrl()}/preview?${query.toString()}`
}

/** A collection's `admin.preview` for documents whose public path `pathOf` knows. */
export function previewFor(pathOf: (doc: Record<string, unknown>) => string | null): GeneratePreviewURL {
  return (doc, { locale }) => previewUrl(pathOf(doc), locale)
}
