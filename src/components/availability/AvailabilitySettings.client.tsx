'use client'

import { useState, type ComponentProps } from 'react'

import { AvailabilityEditor } from './AvailabilityEditor.client'
import { SchedulingRulesForm } from './SchedulingRulesForm.client'
import { TimeOffPanel } from './TimeOffPanel.client'
import { useSettingsCall, type SchedulingSettings } from './useSettingsCall'
import { localDateOf } from '@/domain/scheduling'

type Props = Omit<ComponentProps<typeof AvailabilityEditor>, 'timeOff'> & { settings: SchedulingSettings }

/** The week editor with the consultant's rules and time off below it; time off shows in the grid at once. */
export function AvailabilitySettings({ settings: initial, ...editor }: Props) {
  const [settings, setSettings] = useState(initial)
  const { send, busy } = useSettingsCall(setSettings)
  const { consultantId } = editor
  const timezone = editor.initial.timezone
  return (
    <>
      <AvailabilityEditor {...editor} timeOff={settings.timeOff} />
      <SchedulingRulesForm
        rules={settings.rules}
        busy={busy}
        send={(rules) =>
          send('/api/availability/rules', { consultantId, rules }, { saved: 'rulesSaved', failed: 'rulesFailed' })
        }
      />
      <TimeOffPanel
        consultantId={consultantId}
        timezone={timezone}
        today={localDateOf(new Date(editor.nowIso), timezone)}
        timeOff={settings.timeOff}
        sessions={settings.sessionsInTimeOff}
        busy={busy}
        onAdd={(range) =>
          send(
            '/api/availability/time-off',
            { consultantId, ...range },
            { saved: 'timeOffAdded', failed: 'timeOffFailed' },
          )
        }
        onRemove={(id) =>
          send(
            '/api/availability/time-off/remove',
            { consultantId, id },
            { saved: 'timeOffRemoved', failed: 'timeOffFailed' },
          )
        }
        onCancelled={(id) =>
          setSettings((current) => ({
            ...current,
            sessionsInTimeOff: current.sessionsInTimeOff.filter((session) => session.consultationId !== id),
          }))
        }
      />
    </>
  )
}
