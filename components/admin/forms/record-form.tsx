'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useRef, useState } from 'react'
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useStaffForm } from '@/components/admin/use-staff-form'
import type { FormAction } from '@/components/forms/use-action-form'
import { buttonClass } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { hasGaps, type BilingualGaps } from '@/lib/admin/bilingual-gaps'
import { fieldLabels, gapTexts, type GapTexts } from './gap-texts'
import { directionOf } from '@/lib/i18n/locales'
import { recordFormData } from '@/lib/validation/record-submission'
import { CompletenessBadge } from './completeness-badge'
import { ErrorSummary } from './error-summary'
import { fieldId, type RecordTab } from './field-config'
import { flattenErrors } from './flatten-errors'
import { FormField } from './form-field'
import { SaveBar } from './save-bar'
import { fieldOf, summaryLabel, type LocatedField, type SummaryWords } from './summary-label'
import { useUnsavedChanges } from './use-unsaved-changes'

type Toast = { title: string; description?: string }

/** What a save posts besides the fields (an answered question's confirmValues). */
type Extra<S extends z.ZodType> = Partial<z.input<S>>

/**
 * `S`: the record's zod schema; `T`: its form values (FormValuesOf the schema), which the
 * tabs' field names are paths of.
 */
export type RecordFormProps<S extends z.ZodType, T extends FieldValues> = {
  title: string
  /** What the record is: in the leave question. */
  kind: 'developer' | 'project' | 'unit'
  tabs: RecordTab<T>[]
  /** The record's zod schema: the same rules run here and in the server action. */
  schema: S
  defaultValues: T
  /** The record's id; null while creating. */
  id: string | null
  /** Saves the values (recordFormData) and answers the record's id. */
  action: FormAction<string>
  submitLabel: string
  listHref: string
  /**
   * Creating: where the new record opens after its first save (its id from `submit`), with
   * Preview and History at hand. Editing: unset, and a save goes back to the list.
   */
  createdHref?: (id: string) => string
  summaryHeading: string
  toasts: { success: Toast; failure: (message: string) => Toast }
  /** What the English and Arabic versions lack, from the current values. */
  gapsOf: (values: T) => BilingualGaps
  /** Whether saving these values makes the record public (asks first if a language lacks). */
  publishes: (values: T) => boolean
  /** Links and buttons beside the title: View on site, Preview, Duplicate… */
  headerActions?: React.ReactNode
  /** The record's activity (History tab). */
  history?: React.ReactNode
  /** More tabs before History, outside the form's fields (a project's Units). */
  extraTabs?: { value: string; label: string; content: React.ReactNode }[]
  /**
   * A question before saving these values (a published project under a draft developer):
   * `confirm` saves with `confirmValues` added, `alsoLabel` saves them as they are.
   */
  askBeforeSave?: (values: T) => SaveQuestion<S> | null
}

export type SaveQuestion<S extends z.ZodType> = {
  title: string
  description: string
  confirmLabel: string
  alsoLabel: string
  /** What the confirmed save posts besides the fields (the schema's "publish both"). */
  confirmValues: Partial<z.input<S>>
}

/**
 * The admin create/edit form (spec §2): tabs, inline errors plus a summary, the same zod rules
 * in the browser and in the action, a save bar that stays in reach, a question before leaving
 * unsaved changes or publishing with a language missing; after success a new record opens, an
 * edited one goes back to the list.
 * A refused save never clears what was typed.
 */
export function RecordForm<S extends z.ZodType, T extends FieldValues>(
  props: RecordFormProps<S, T>,
) {
  const router = useRouter()
  const t = useTranslations('admin.forms')
  const common = useTranslations('admin.common')
  // Radix tabs are left to right unless told: the portal's direction (content tabs set theirs).
  const dir = directionOf(useLocale())
  const failureText = useFailureText()
  const form = useForm<T>({
    // The schema's input is wider than what the form holds (ids as well as picked items).
    resolver: zodResolver(props.schema as never) as unknown as Resolver<T>,
    defaultValues: props.defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  })
  const [tab, setTab] = useState(props.tabs[0]?.value ?? '')
  const [publishAsk, setPublishAsk] = useState<GapTexts | null>(null)
  const [question, setQuestion] = useState<SaveQuestion<S> | null>(null)
  // What the answered question adds to the save, kept while the translations question is open.
  const pendingExtra = useRef<Extra<S>>({})
  const summaryRef = useRef<HTMLDivElement>(null)
  // Every field has a default value, so what is watched is whole.
  const values = useWatch({ control: form.control }) as T
  // The badge and the publish question name a gap by the label its field shows, built once.
  const labels = useMemo(() => fieldLabels(props.tabs), [props.tabs])
  const gapWords = useMemo(
    () => ({
      rows: (label: string, have: number, of: number) =>
        t('completeness.rows', { label, have, of }),
      captions: (label: string, count: number) => t('completeness.captions', { label, count }),
    }),
    [t],
  )
  const gaps = gapTexts(props.gapsOf(values), labels, gapWords)
  const initialGaps = useMemo(
    () => gapTexts(props.gapsOf(props.defaultValues), labels, gapWords),
    [props, labels, gapWords],
  )
  const { isDirty } = form.formState

  const fields = useMemo<LocatedField[]>(
    () =>
      props.tabs.flatMap((tab) =>
        tab.groups.flatMap((g) =>
          g.fields.map((f) => ({ ...f, tab: tab.value, tabLabel: tab.label })),
        ),
      ),
    [props.tabs],
  )
  const words: SummaryWords = {
    row: (noun, n) => t('rows.row', { noun: t(`rows.nouns.${noun}`), n }),
    part: (part) => t(`rows.parts.${part}`),
  }
  const errors = flattenErrors(form.formState.errors)
  // In the order the form shows its fields (tab by tab), not the schema's key order; the sort
  // is stable, so a list's rows keep theirs.
  const summary = Object.entries(errors)
    .flatMap(([path, message]) => {
      const field = fieldOf(fields, path)
      return field
        ? [{ name: path, label: summaryLabel(field, path, words), message, tab: field.tab, field }]
        : []
    })
    .sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field))

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus())
  const goToField = (path: string) => {
    const field = fieldOf(fields, path)
    if (field) setTab(field.tab)
    requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus())
  }

  // What is being saved, as typed (the form's values, before JSON).
  const saving = useRef<T>(props.defaultValues)
  const { submit, pending } = useStaffForm(props.action, {
    success: () => props.toasts.success,
    onSuccess: (id) => {
      form.reset(saving.current) // nothing unsaved: the way back to the list is not held
      // Replace: Back from the new record goes where the empty form was opened from.
      if (props.createdHref) router.replace(props.createdHref(id))
      else router.push(props.listHref)
    },
    // Every refusal toasts (an ended session also goes to sign-in): the summary lists fields.
    onFailure: (result) => {
      for (const [path, message] of Object.entries(result.fieldErrors ?? {}))
        form.setError(path as Path<T>, { type: 'server', message })
      if (result.fieldErrors) focusSummary()
      const failure = props.toasts.failure(failureText(result))
      toast.error(failure.title, { description: failure.description })
    },
  })
  const leave = useUnsavedChanges(isDirty && !pending)
  const save = (data: T) => {
    saving.current = data
    submit(recordFormData(props.id, data))
  }

  // Valid in the browser: a question of the form's own (askBeforeSave) comes first.
  const onValid = () => {
    const asked = props.askBeforeSave?.(form.getValues()) ?? null
    if (asked) setQuestion(asked)
    else saveOrAsk({})
  }

  // Publishing with a language missing (or newly missing) asks first.
  const saveOrAsk = (extra: Extra<S>) => {
    const data: T = { ...form.getValues(), ...extra }
    const now = gapTexts(props.gapsOf(data), labels, gapWords)
    const wasPublic = props.publishes(props.defaultValues)
    const newGap = [...now.en, ...now.ar].some(
      (gap) => !initialGaps.en.includes(gap) && !initialGaps.ar.includes(gap),
    )
    if (props.publishes(data) && hasGaps(now) && (!wasPublic || newGap)) {
      pendingExtra.current = extra
      setPublishAsk(now)
    } else save(data)
  }

  return (
    <FormProvider {...form}>
      <div className="max-w-5xl space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <Link
            href={props.listHref}
            className={buttonClass('ghost', 'icon')}
            aria-label={t('backToList')}
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
          <h1 className="text-2xl font-semibold">{props.title}</h1>
          <CompletenessBadge gaps={gaps} />
          <div className="ms-auto flex flex-wrap gap-2">{props.headerActions}</div>
        </div>
        <ErrorSummary
          ref={summaryRef}
          heading={props.summaryHeading}
          items={summary}
          onSelect={goToField}
        />
        <form
          method="post"
          onSubmit={(event) => void form.handleSubmit(onValid, focusSummary)(event)}
          noValidate
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <Tabs value={tab} onValueChange={setTab} dir={dir} className="p-4 sm:p-5">
            <TabsList label={t('sections', { title: props.title })}>
              {props.tabs.map((tab) => (
                <TabsTrigger
                  key={tab.value}
                  value={tab.value}
                  invalid={summary.some((s) => s.tab === tab.value)}
                  invalidLabel={t('hasErrors')}
                >
                  {tab.label}
                </TabsTrigger>
              ))}
              {props.extraTabs?.map((extra) => (
                <TabsTrigger key={extra.value} value={extra.value}>
                  {extra.label}
                </TabsTrigger>
              ))}
              {props.history ? (
                <TabsTrigger value="history">{t('tabs.history')}</TabsTrigger>
              ) : null}
            </TabsList>
            {props.tabs.map((tab) => (
              <TabsContent key={tab.value} value={tab.value}>
                <div dir={tab.dir} className="space-y-6">
                  {tab.groups.map((group, index) => (
                    <fieldset key={group.title ?? index} className="space-y-4">
                      {group.title ? (
                        <legend className="mb-2 text-base font-semibold">{group.title}</legend>
                      ) : null}
                      <div className="grid gap-4 sm:grid-cols-2">
                        {group.fields.map((field) => (
                          <FormField key={field.name} field={field} />
                        ))}
                      </div>
                    </fieldset>
                  ))}
                </div>
              </TabsContent>
            ))}
            {props.extraTabs?.map((extra) => (
              <TabsContent key={extra.value} value={extra.value}>
                {extra.content}
              </TabsContent>
            ))}
            {props.history ? <TabsContent value="history">{props.history}</TabsContent> : null}
          </Tabs>
          <SaveBar
            dirty={isDirty}
            pending={pending}
            submitLabel={props.submitLabel}
            cancelHref={props.listHref}
          />
        </form>
      </div>
      <ConfirmDialog
        open={leave.holding}
        onOpenChange={(open) => !open && leave.stay()}
        title={t('leave.title')}
        description={t('leave.description', { kind: props.kind })}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.stay')}
        onConfirm={() => {
          form.reset(form.getValues()) // stop holding navigation
          leave.leave()
        }}
      />
      <ConfirmDialog
        open={publishAsk !== null}
        onOpenChange={(open) => !open && setPublishAsk(null)}
        title={t('publish.title')}
        description={describeGaps(publishAsk, t)}
        confirmLabel={t('publish.confirm')}
        cancelLabel={common('cancel')}
        onConfirm={() => {
          setPublishAsk(null)
          save({ ...form.getValues(), ...pendingExtra.current })
        }}
      />
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        cancelLabel={common('cancel')}
        secondary={
          question
            ? {
                label: question.alsoLabel,
                onSelect: () => {
                  setQuestion(null)
                  saveOrAsk({})
                },
              }
            : undefined
        }
        onConfirm={() => {
          const extra = question?.confirmValues ?? {}
          setQuestion(null)
          saveOrAsk(extra)
        }}
      />
    </FormProvider>
  )
}

function describeGaps(
  gaps: GapTexts | null,
  t: ReturnType<typeof useTranslations<'admin.forms'>>,
): string {
  if (!gaps) return ''
  const fields = (list: string[]) => list.join(t('listSeparator'))
  const lines = [
    gaps.ar.length ? t('publish.missingAr', { fields: fields(gaps.ar) }) : '',
    gaps.en.length ? t('publish.missingEn', { fields: fields(gaps.en) }) : '',
  ]
  return `${lines.filter(Boolean).join(' ')} ${t('publish.visitors')}`
}
