'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { HeaderView, type HeaderCategories, type HeaderViewer } from './HeaderView'
import { navigationFor } from '@/domain/navigation/menu'

/** GET /api/auth/header: the viewer's menus and counts; a visitor gets the visitor's header. */
const HEADER_VIEWER_PATH = '/api/auth/header'

const VISITOR: HeaderViewer = { nav: navigationFor({ user: null }), initials: null }

/**
 * A prerendered page is the same HTML for everyone, so it shows the visitor's header; once loaded it asks
 * who is looking and shows that user's menus, badge and language. Asked again on every navigation, so a
 * login or logout in between is reflected.
 */
export function LiveHeader({ locale, categories }: { locale: string; categories: HeaderCategories }) {
  const pathname = usePathname()
  const [viewer, setViewer] = useState<HeaderViewer>(VISITOR)

  useEffect(() => {
    const controller = new AbortController()
    fetch(HEADER_VIEWER_PATH, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<HeaderViewer>) : null))
      .then((answer) => answer && setViewer(answer))
      // Unreachable for a moment: the visitor's header stays, the next navigation asks again.
      .catch(() => undefined)
    return () => controller.abort()
  }, [pathname])

  const showCategories = viewer.nav.publicLinks.length > 0 ? categories : null
  return <HeaderView {...viewer} locale={locale} categories={showCategories} />
}
