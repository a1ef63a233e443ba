'use client'

import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo, useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { Button, buttonClass } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { ActionResult } from '@/lib/actions/action-result'
import { AdminField, fieldId } from './admin-field'
import { ErrorSummary, type SummaryItem } from './error-summary'
import { valueAt, type FormValues, type TabConfig } from './field-config'

type Toast = { title: string; description?: string }

export type EntityFormProps = {
  title: string
  tabs: TabConfig[]
  values: FormValues
  /** The entity's zod schema run in the browser: errors by field, or null when valid. */
  validate: (formData: FormData) => Record<string, string> | null
  submit: (formData: FormData) => Promise<ActionResult<string>>
  submitLabel: string
  listHref: string
  summaryHeading: string
  toasts: { success: Toast; failure: (message: string) => Toast }
}

/**
 * The admin create/edit form (spec §2): tabs, inline errors plus a summary, the same zod rules
 * in the browser and in the action, toasts, and back to the list after success. Submitting
 * never clears what was typed, so a refused save loses nothing.
 */
export function EntityForm(props: EntityFormProps) {
  const router = useRouter()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [tab, setTab] = useState(props.tabs[0]?.value ?? '')
  const [pending, startTransition] = useTransition()
  const summaryRef = useRef<HTMLDivElement>(null)
  const fields = useMemo(
    () =>
      props.tabs.flatMap((t) =>
        t.groups.flatMap((g) => g.fields.map((f) => ({ ...f, tab: t.value, tabLabel: t.label }))),
      ),
    [props.tabs],
  )
  const summary: SummaryItem[] = fields
    .filter((f) => errors[f.name])
    .map((f) => ({
      name: f.name,
      label: `${f.tabLabel} › ${f.label}`,
      message: errors[f.name] ?? '',
    }))

  const showErrors = (next: Record<string, string>) => {
    setErrors(next)
    requestAnimationFrame(() => summaryRef.current?.focus())
  }
  const goToField = (name: string) => {
    const field = fields.find((f) => f.name === name)
    if (field) setTab(field.tab)
    requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus())
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formData = new FormData(event.currentTarget)
    const invalid = props.validate(formData)
    if (invalid) return showErrors(invalid)
    setErrors({})
    startTransition(async () => {
      const result = await props.submit(formData)
      if (result.ok) {
        toast.success(props.toasts.success.title, { description: props.toasts.success.description })
        router.push(props.listHref)
        return
      }
      if (result.fieldErrors) showErrors(result.fieldErrors)
      const failure = props.toasts.failure(result.message)
      toast.error(failure.title, { description: failure.description })
      if (result.code === 'unauthenticated') router.push('/admin/login')
    })
  }

  return (
    <div className="max-w-5xl space-y-4">
      <div className="flex items-center gap-3">
        <Link
          href={props.listHref}
          className={buttonClass('ghost', 'icon')}
          aria-label="Back to the list"
        >
          <ArrowLeft className="size-4" aria-hidden />
        </Link>
        <h1 className="text-2xl font-semibold">{props.title}</h1>
      </div>
      <ErrorSummary
        ref={summaryRef}
        heading={props.summaryHeading}
        items={summary}
        onSelect={goToField}
      />
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList label={`${props.title} sections`}>
            {props.tabs.map((t) => (
              <TabsTrigger
                key={t.value}
                value={t.value}
                invalid={summary.some(
                  (s) => fields.find((f) => f.name === s.name)?.tab === t.value,
                )}
              >
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {props.tabs.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <div
                dir={t.dir}
                className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                {t.groups.map((group, index) => (
                  <fieldset key={group.title ?? index} className="space-y-4">
                    {group.title ? (
                      <legend className="mb-2 text-base font-semibold">{group.title}</legend>
                    ) : null}
                    <div className="grid gap-4 sm:grid-cols-2">
                      {group.fields.map((field) => (
                        <AdminField
                          key={field.name}
                          field={field}
                          defaultValue={valueAt(props.values, field.name)}
                          error={errors[field.name]}
                        />
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            </TabsContent>
          ))}
        </Tabs>
        <div className="flex justify-end gap-2">
          <Link href={props.listHref} className={buttonClass('outline')}>
            Cancel
          </Link>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : props.submitLabel}
          </Button>
        </div>
      </form>
    </div>
  )
}
