'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

// The toast regions of the open modal dialogs, the latest opened last. While a modal dialog is open,
// everything outside it is inert and under its backdrop: toasts shown there would be dimmed, and screen
// readers would not announce them (a popover shown above the dialog is inert too). So toasts go into the
// topmost open dialog's own region, and back to the page's when it closes.
const openRegions: HTMLElement[] = []
const listeners = new Set<() => void>()

const notify = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const topmostRegion = () => openRegions.at(-1) ?? null

/** The toast region of the topmost open modal dialog, or null when none is open (server: null). */
export function useOpenDialogToastRegion(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topmostRegion, () => null)
}

/** Inside every modal <dialog>: where toasts appear while it is open (a live region, there from the start). */
export function DialogToastRegion({ open }: { open: boolean }) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = region.current
    if (!open || !element) return
    openRegions.push(element)
    notify()
    return () => {
      openRegions.splice(openRegions.indexOf(element), 1)
      notify()
    }
  }, [open])
  return <div ref={region} className="toasts" role="status" aria-live="polite" />
}
