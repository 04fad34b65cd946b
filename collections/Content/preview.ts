import type { GeneratePreviewURL, LivePreviewConfig } from 'payload'

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

/**
 * A collection's `admin.livePreview`: the draft beside the edit form, through the same draft route. A path
 * on the panel's own origin, so the preview and the panel can talk to each other.
 */
export function livePreviewFor(pathOf: (doc: Record<string, unknown>) => string | null): LivePreviewConfig {
  return {
    url: ({ data, locale }) => {
      const path = pathOf(data)
      return path ? `/preview?${new URLSearchParams({ path, locale: locale.code }).toString()}` : null
    },
    breakpoints: [
      { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
      { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
    ],
  }
}
