'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { DialogToastRegion } from '../ui/DialogToastRegion.client'

// Loaded on the first click: the forms (and their validation) are not part of every page's first load.
// React's own lazy, not next/dynamic: the forms never render on the server, and next/dynamic's loader
// would add its code to the first load of every page.
const LoginForm = lazy(() => import('./LoginForm.client').then((module) => ({ default: module.LoginForm })))
const SignUpForm = lazy(() => import('./SignUpForm.client').then((module) => ({ default: module.SignUpForm })))

const AUTH_PAGES = new Set(['/sign-in', '/login', '/consultee-register', '/consultant-register', '/become-mentor'])

type Props = { mode: 'login' | 'signup'; href: string; className?: string; children: ReactNode }

/**
 * The header's Log in and Sign up: a plain link (new tab, no script, modified click all still work),
 * and on an ordinary click the same form in a dialog over the current page.
 */
export function AuthDialogLink({ mode, href, className, children }: Props) {
  const t = useTranslations('auth')
  // Null only outside the app router, which renders every page of this app.
  const pathname = usePathname() ?? '/'
  const dialog = useRef<HTMLDialogElement>(null)
  // Open only on the page it was opened on: a successful login or verification navigates away.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const open = openedOn === pathname
  const close = () => setOpenedOn(null)

  useEffect(() => {
    const element = dialog.current
    if (open && element && !element.open) element.showModal()
    if (!open && element?.open) element.close()
  }, [open])

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setOpenedOn(pathname)
  }

  const returnTo = pathname !== '/' && !AUTH_PAGES.has(pathname) ? pathname : undefined
  const target = mode === 'signup' && returnTo ? `${href}?redirect=${encodeURIComponent(returnTo)}` : href

  const title = mode === 'login' ? t('login.title') : t('signUp.consulteeTitle')
  return (
    <>
      <Link href={target} className={className} onClick={onClick}>
        {children}
      </Link>
      <dialog ref={dialog} className="dialog" aria-label={title} onClose={close}>
        <div className="dialog__header">
          <h2>{title}</h2>
          <button type="button" className="dialog__close" onClick={close} aria-label={t('forgot.close')}>
            ×
          </button>
        </div>
        {open && (
          <Suspense>
            {mode === 'login' ? <LoginForm onSuccess={close} /> : <SignUpForm role="USER" redirect={returnTo} />}
          </Suspense>
        )}
        <DialogToastRegion open={open} />
      </dialog>
    </>
  )
}
