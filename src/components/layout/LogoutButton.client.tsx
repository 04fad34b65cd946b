'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { LOGOUT_HREF } from '@/domain/navigation/logout'

import styles from './LogoutButton.module.css'

/** Ends the session, then shows the home page with the logged-out header. */
export function LogoutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const t = useTranslations('nav')
  const tHeader = useTranslations('header')
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  const logout = async () => {
    setPending(true)
    setFailed(false)
    try {
      const response = await fetch(LOGOUT_HREF, { method: 'POST', credentials: 'same-origin' })
      if (!response.ok) throw new Error(`Logout answered ${response.status}`)
    } catch {
      setPending(false)
      setFailed(true)
      return
    }
    onDone?.()
    router.push('/')
    router.refresh()
  }

  return (
    <>
      <button type="button" className={className} onClick={logout} disabled={pending} aria-busy={pending}>
        {t('logout')}
      </button>
      {failed && (
        <p role="alert" className={styles.error}>
          {tHeader('logoutFailed')}
        </p>
      )}
    </>
  )
}
