import type { CollectionConfig, LivePreviewConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { HelpArticles } from '../HelpArticles'
import { LegalTexts } from '../LegalTexts'
import { Pages } from '../Pages'
import { Posts } from '../Posts'

type UrlArgs = Parameters<Extract<LivePreviewConfig['url'], (...args: never[]) => unknown>>[0]

const livePreviewUrl = (collection: CollectionConfig, data: Record<string, unknown>, locale: string) => {
  const url = collection.admin?.livePreview?.url
  if (typeof url !== 'function') throw new Error(`${collection.slug} has no live preview`)
  return url({ data, locale: { code: locale } } as UrlArgs)
}

describe('live preview beside the edit form', () => {
  it.each([
    [Posts, { slug: 'cv-tips' }, 'de', '/preview?path=%2Fblogs%2Fcv-tips&locale=de'],
    [HelpArticles, { slug: 'refunds' }, 'en', '/preview?path=%2Fhelp-center%23refunds&locale=en'],
    [Pages, { slug: 'about' }, 'de', '/preview?path=%2Fabout&locale=de'],
    [LegalTexts, { kind: 'terms-of-use' }, 'en', '/preview?path=%2Fterms-of-use&locale=en'],
  ] as const)(
    '%# opens the draft route for the document in the language being edited',
    (collection, data, locale, url) => {
      expect(livePreviewUrl(collection, data, locale)).toBe(url)
    },
  )

  it('has nothing to show before the document has its path', () => {
    expect(livePreviewUrl(Posts, {}, 'en')).toBeNull()
  })

  it('offers a phone and a desktop width', () => {
    expect(Posts.admin?.livePreview?.breakpoints?.map((b) => b.name)).toEqual(['mobile', 'desktop'])
  })
})
