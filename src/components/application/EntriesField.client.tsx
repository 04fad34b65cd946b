'use client'

import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import shared from './application.module.css'
import styles from './EntriesField.module.css'
import { ConfirmDialog } from '../ui/ConfirmDialog.client'
import { Modal } from '../ui/Modal.client'
import { ENTRIES_MAX } from '@/domain/schemas'

type EntryEditor<E> = { entry: E | null; onSave: (entry: E) => void; onCancel: () => void }

type Props<E> = {
  legend: string
  addLabel: string
  value: E[]
  onChange: (entries: E[]) => void
  summary: (entry: E) => { title: string; detail: string }
  editor: (props: EntryEditor<E>) => ReactNode
  error?: string
}

/** 1 to 3 entries (jobs or degrees): listed, added and edited in a dialog, deleted after confirmation. */
export function EntriesField<E>({ legend, addLabel, value, onChange, summary, editor, error }: Props<E>) {
  const t = useTranslations('application.entries')
  const common = useTranslations('common')
  // null: no dialog; -1: adding; otherwise the index being edited.
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)

  function save(entry: E) {
    onChange(editing === -1 ? [...value, entry] : value.map((old, i) => (i === editing ? entry : old)))
    setEditing(null)
  }

  return (
    <fieldset className={shared.group}>
      <legend>{legend}</legend>
      {value.length === 0 && <p className={styles.empty}>{t('none')}</p>}
      <ul className={styles.list}>
        {value.map((entry, index) => {
          const { title, detail } = summary(entry)
          return (
            <li key={index} className={styles.item}>
              <div>
                <p className={styles.title}>{title}</p>
                <p className={styles.detail}>{detail}</p>
              </div>
              <div className={styles.actions}>
                <button type="button" className="button button--ghost" onClick={() => setEditing(index)}>
                  {common('edit')}
                  <span className="visually-hidden"> {title}</span>
                </button>
                <button type="button" className="button button--ghost" onClick={() => setDeleting(index)}>
                  {common('delete')}
                  <span className="visually-hidden"> {title}</span>
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      {value.length < ENTRIES_MAX && (
        <button type="button" className="button button--secondary" onClick={() => setEditing(-1)}>
          {addLabel}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === -1 ? addLabel : t('editTitle')}
        closeLabel={common('close')}
      >
        {editing !== null &&
          editor({
            entry: editing >= 0 ? (value[editing] ?? null) : null,
            onSave: save,
            onCancel: () => setEditing(null),
          })}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={common('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          onChange(value.filter((_, i) => i !== deleting))
          setDeleting(null)
        }}
      >
        {t('deleteText')}
      </ConfirmDialog>
    </fieldset>
  )
}
