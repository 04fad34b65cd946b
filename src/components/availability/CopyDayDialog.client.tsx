'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { DialogActions } from '../ui/DialogActions.client'
import { Modal } from '../ui/Modal.client'
import styles from './CopyDayDialog.module.css'

export type CopyTarget = { date: string; label: string }

type Props = {
  source: CopyTarget | null
  groups: { title: string; targets: CopyTarget[] }[]
  onCopy: (targets: string[]) => void
  onClose: () => void
}

/** 'Copy day to…': the chosen days get the source day's times. */
export function CopyDayDialog({ source, groups, onCopy, onClose }: Props) {
  const t = useTranslations('availabilityEditor')
  const common = useTranslations('common')
  const [chosen, setChosen] = useState<string[]>([])
  const [error, setError] = useState(false)

  function toggle(date: string, checked: boolean) {
    setError(false)
    setChosen((current) => (checked ? [...current, date] : current.filter((d) => d !== date)))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (chosen.length === 0) return setError(true)
    onCopy(chosen)
    setChosen([])
  }

  function close() {
    setChosen([])
    setError(false)
    onClose()
  }

  const day = source?.label ?? ''
  return (
    <Modal open={source !== null} onClose={close} title={t('copyDayTitle', { day })} closeLabel={common('close')}>
      <form className="dialog__body" onSubmit={submit} noValidate>
        <p className="field__hint">{t('copyDayHint', { day })}</p>
        {groups.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend>{group.title}</legend>
            {group.targets.map((target) => (
              <label key={target.date} className={styles.option}>
                <input
                  type="checkbox"
                  checked={chosen.includes(target.date)}
                  onChange={(event) => toggle(target.date, event.target.checked)}
                />
                {target.label}
              </label>
            ))}
          </fieldset>
        ))}
        {error && (
          <p className="field__error" role="alert">
            {t('copyDayNone')}
          </p>
        )}
        <DialogActions onCancel={close} submitLabel={t('copyDayConfirm')} />
      </form>
    </Modal>
  )
}
