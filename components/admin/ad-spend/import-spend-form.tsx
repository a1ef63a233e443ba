'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useMessageText } from '@/components/admin/use-message-text'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { TextInput } from '@/components/admin/auth/text-input'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { importAdSpendAction } from '@/lib/ad-spend/ad-spend-actions'

/** What a server action takes (next.config.mjs), less room for the other fields. */
const MAX_SENT_BYTES = 95 * 1024

/** The file gzipped in the browser: cost reports shrink about tenfold. */
async function gzipped(file: File): Promise<Blob> {
  const stream = file.stream().pipeThrough(new CompressionStream('gzip'))
  return new Response(stream).blob()
}

/** Ad spend › Import a cost report: the result, or every line to correct with its number. */
export function ImportSpendForm() {
  const t = useTranslations('admin.report.adSpend')
  const failureText = useFailureText()
  const messageText = useMessageText()
  const fileId = useId()
  const [tooLarge, setTooLarge] = useState(false)
  const { submit, pending, result, fieldErrors } = useStaffForm(importAdSpendAction, {
    success: () => t('import.done'),
    refresh: true,
  })
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formData = new FormData(event.currentTarget)
    const file = formData.get('file')
    if (file instanceof File && file.size > 0) {
      const packed = await gzipped(file)
      setTooLarge(packed.size > MAX_SENT_BYTES)
      if (packed.size > MAX_SENT_BYTES) return
      formData.set('file', packed, `${file.name}.gz`)
      formData.set('fileName', file.name)
    }
    submit(formData)
  }
  const lines = Object.entries(fieldErrors)
    .filter(([field]) => field.startsWith('line.'))
    .map(([field, key]) => ({ line: Number(field.slice(5)), key: key ?? '' }))
    .sort((a, b) => a.line - b.line)
  const failure = result && !result.ok ? result : null
  const count = Number(failure?.values?.count ?? 0)
  const summary = result?.ok ? result.data : null
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={fileId} className={labelClass}>
          {t('import.file')}
        </label>
        <input
          id={fileId}
          name="file"
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          aria-invalid={Boolean(fieldErrors.file) || tooLarge}
          aria-describedby={`${fileId}-help ${fileId}-error`}
          className={`${controlClass} file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
        />
        <p id={`${fileId}-help`} className="mt-1 text-sm text-slate-600">
          {t('import.help')}
        </p>
        <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
          {tooLarge
            ? t('import.tooLarge')
            : fieldErrors.file
              ? messageText(fieldErrors.file)
              : null}
        </p>
      </div>
      <div className="max-w-xs">
        <TextInput
          id="ad-spend-rate"
          name="rate"
          label={t('import.rate')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          hint={t('import.rateHelp')}
          error={fieldErrors.rate}
        />
      </div>
      <Button type="submit" disabled={pending} className="min-h-11">
        {pending ? t('import.pending') : t('import.submit')}
      </Button>
      <div role="status" className="text-sm text-slate-800">
        {summary ? (
          <p>
            {t('import.summary', {
              platform: t(`platforms.${summary.platform}`),
              rows: summary.rows,
              from: summary.from,
              to: summary.to,
              added: summary.added,
              changed: summary.changed,
              unchanged: summary.unchanged,
            })}{' '}
            {summary.currency !== 'EGP'
              ? t('import.rateUsed', { rate: summary.rate, currency: summary.currency })
              : null}
          </p>
        ) : null}
      </div>
      {failure && failure.code !== 'unauthenticated' && !fieldErrors.file && !fieldErrors.rate ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p className="font-medium">{failureText(failure)}</p>
          {lines.length ? (
            <>
              <h3 className="mt-3 font-semibold">{t('import.linesHeading')}</h3>
              <ul className="mt-1 list-disc space-y-1 ps-5">
                {lines.map(({ line, key }) => (
                  <li key={line}>{t('import.line', { line, problem: messageText(key) })}</li>
                ))}
              </ul>
              {count > lines.length ? (
                <p className="mt-1">{t('import.moreLines', { count: count - lines.length })}</p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
