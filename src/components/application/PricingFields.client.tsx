'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegister } from 'react-hook-form'

import shared from './application.module.css'
import styles from './PricingFields.module.css'
import { TextField } from '../ui/fields.client'
import { MAX_PRICE_EURO, PRICE_STEP_EURO } from '@/domain/money'
import type { SkillsServicesStepInput } from '@/domain/schemas'

type Props = {
  register: UseFormRegister<SkillsServicesStepInput>
  trial: unknown
  errorAt: (path: string) => string | undefined
}

const isZeroOrEmpty = (value: unknown) => value === '' || value === undefined || value === null || Number(value) === 0

/** The three prices in euro; the trial field stands out while empty or 0, and 0 earns a congratulation. */
export function PricingFields({ register, trial, errorAt }: Props) {
  const t = useTranslations('application.fields')
  const price = { type: 'number', inputMode: 'decimal' as const, min: 0, max: MAX_PRICE_EURO, step: PRICE_STEP_EURO }
  return (
    <fieldset className={shared.group}>
      <legend>{t('pricing')}</legend>
      <p className="field__hint">{t('pricingHint')}</p>
      <div className={`${shared.row} ${shared.rowThree}`}>
        <div className={isZeroOrEmpty(trial) ? styles.trialHighlight : undefined}>
          <TextField
            label={t('pricingTrial')}
            {...price}
            {...register('pricingTrial')}
            error={errorAt('pricingTrial')}
          />
        </div>
        <TextField label={t('pricing30Min')} {...price} {...register('pricing30Min')} error={errorAt('pricing30Min')} />
        <TextField label={t('pricing60Min')} {...price} {...register('pricing60Min')} error={errorAt('pricing60Min')} />
      </div>
      {trial !== '' && trial !== undefined && trial !== null && Number(trial) === 0 && (
        <p className={styles.congrats} role="status">
          {t('freeTrialCongrats')}
        </p>
      )}
    </fieldset>
  )
}
