'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin panel's live preview: tells the panel the page is ready, then reloads the draft from the
 * server each time the editor saves (the panel posts a document event), so the preview beside the form
 * follows the edits. Only messages from this site are listened to.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const panel = window.parent !== window ? window.parent : window.opener
    if (!panel) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      if (event.data && typeof event.data === 'object' && event.data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(panel as Window).postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
