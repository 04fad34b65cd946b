'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useState, type KeyboardEvent } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { z } from 'zod'

import shared from '../application/application.module.css'
import { EditBar } from '../application/EditBar.client'
import { useErrorAt } from '../application/useErrorAt'
import { SelectField } from '../ui/choiceFields.client'
import styles from './SkillsForm.module.css'
import { useConsulteeSave } from './useConsulteeSave'
import {
  CONSULTEE_SKILLS_MAX,
  SKILL_NAME_MAX_LENGTH,
  SKILL_PROFICIENCIES,
  consulteeSkillsSchema,
} from '@/domain/consultee'
import type { ConsulteeData } from '@/server/consultees/consulteeData'

const formSchema = z.object({ skills: consulteeSkillsSchema })
type FormInput = z.input<typeof formSchema>
type FormValues = z.output<typeof formSchema>

/** The consultee's skills, each with a level (beginner, intermediate, expert); at most 15, each named once. */
export function SkillsForm({ data }: { data: ConsulteeData }) {
  const t = useTranslations('consulteeProfile')
  const save = useConsulteeSave()
  const inputId = useId()
  const [draft, setDraft] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { skills: data.skills },
  })
  const { control, register, handleSubmit, setError, formState } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'skills' })
  const errorAt = useErrorAt(formState.errors)
  const levels = SKILL_PROFICIENCIES.map((id) => ({ id, label: t(`proficiency.${id}`) }))

  function add() {
    const name = draft.trim()
    if (!name) return
    if (fields.length >= CONSULTEE_SKILLS_MAX) return setNotice(t('skillsFull'))
    // The same skill twice (in any letter case) is ignored.
    if (!fields.some((skill) => skill.skillName.toLowerCase() === name.toLowerCase())) {
      append({ skillName: name, proficiency: 'INTERMEDIATE' })
    }
    setNotice(null)
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  const onSubmit = handleSubmit(async (values) => {
    if (await save({ body: values, setError })) form.reset(form.getValues())
  })

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <fieldset className={shared.group}>
        <legend>{t('skills')}</legend>
        <p className="field__hint">{t('skillsHint', { count: fields.length, max: CONSULTEE_SKILLS_MAX })}</p>
        {fields.length === 0 && <p className={styles.empty}>{t('noSkills')}</p>}
        <ul className={styles.list}>
          {fields.map((skill, index) => (
            <li key={skill.id} className={`${styles.item} ${styles.skill}`}>
              <p className={styles.title}>{skill.skillName}</p>
              <SelectField
                label={t('proficiencyOf', { skill: skill.skillName })}
                options={levels}
                {...register(`skills.${index}.proficiency`)}
                error={errorAt(`skills.${index}.proficiency`) ?? errorAt(`skills.${index}.skillName`)}
              />
              <button type="button" className="button button--ghost" onClick={() => remove(index)}>
                {t('removeSkill', { skill: skill.skillName })}
              </button>
            </li>
          ))}
        </ul>
        <div className="field">
          <label htmlFor={inputId}>{t('newSkill')}</label>
          <div className={styles.add}>
            <input
              id={inputId}
              value={draft}
              maxLength={SKILL_NAME_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="button" className="button button--secondary" onClick={add} disabled={!draft.trim()}>
              {t('addSkill')}
            </button>
          </div>
        </div>
        {(notice ?? errorAt('skills')) && (
          <p className="field__error" role="alert">
            {notice ?? errorAt('skills')}
          </p>
        )}
      </fieldset>
      <EditBar dirty={formState.isDirty} submitting={formState.isSubmitting} onCancel={() => form.reset()} />
    </form>
  )
}
