'use client'

import { EditBar } from './EditBar.client'
import type { FormMode } from './formMode'
import { StepActions } from './StepActions.client'
import { previousApplicationPath } from '@/domain/navigation'

type Props = {
  mode: FormMode
  step: number
  dirty: boolean
  submitting: boolean
  onCancel: () => void
  last?: boolean
}

/** Back / Next in the stepper, the fixed Cancel / Save changes bar on a profile page. */
export function FormActions({ mode, step, dirty, submitting, onCancel, last }: Props) {
  if (mode.kind === 'edit') return <EditBar dirty={dirty} submitting={submitting} onCancel={onCancel} />
  return <StepActions previous={previousApplicationPath(step)} submitting={submitting} last={last} />
}
