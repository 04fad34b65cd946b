import { match } from 'path-to-regexp'
import { describe, expect, it } from 'vitest'

import { languageVariantPaths } from '../../next.config.mjs'
import { internalContentPath } from '@/domain/content/contentRoutes'

const saysVary = (pathname: string) => languageVariantPaths.some((source) => match(source)(pathname) !== false)
const isContent = (pathname: string) => internalContentPath(pathname, new URLSearchParams(), 'en') !== null

describe('Vary: Cookie, Accept-Language on the pages that answer per language', () => {
  it.each([
    '/blogs',
    '/blogs/how-to-negotiate',
    '/help-center',
    '/about',
    '/terms-of-use',
    '/privacy-policy',
    '/consultant-policy',
    '/terms',
    '/consultants',
    '/blogs/a/b',
    '/',
    '/sign-in',
    '/about-us',
  ])('%s: said exactly when the proxy serves it per language', (pathname) => {
    expect(saysVary(pathname)).toBe(isContent(pathname))
  })
})
