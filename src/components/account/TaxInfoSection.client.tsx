'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { TaxInfoDialog } from './TaxInfoDialog.client'
import styles from './TaxInfoSection.module.css'
import shared from '../application/application.module.css'
import type { TaxInfo } from '@/domain/schemas'

/** The stored tax details at a glance, and the dialog that changes them. */
export function TaxInfoSection({ initial }: { initial: TaxInfo }) {
  const t = useTranslations('taxInfo')
  const fields = useTranslations('application.fields')
  const [taxInfo, setTaxInfo] = useState(initial)
  const [open, setOpen] = useState(false)
  return (
    <section className={shared.group} aria-labelledby="tax-info-title">
      <h3 id="tax-info-title">{t('sectionTitle')}</h3>
      {taxInfo.taxIdentificationNumber ? (
        <dl className={styles.summary}>
          <dt>{t('taxIdentificationNumber')}</dt>
          <dd>{taxInfo.taxIdentificationNumber}</dd>
          {taxInfo.consultantBusinessType && (
            <>
              <dt>{fields('businessType')}</dt>
              <dd>{fields(`businessTypes.${taxInfo.consultantBusinessType}.title`)}</dd>
            </>
          )}
          {taxInfo.vatNumber && (
            <>
              <dt>{t('vatNumber')}</dt>
              <dd>{taxInfo.vatNumber}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="field__hint">{t('none')}</p>
      )}
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {taxInfo.taxIdentificationNumber ? t('edit') : t('add')}
      </button>
      <TaxInfoDialog open={open} onClose={() => setOpen(false)} initial={taxInfo} onSaved={setTaxInfo} />
    </section>
  )
}
