'use client'

import { CheckCircle2, FileUp, TriangleAlert, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useMessageText } from '@/components/admin/use-message-text'
import { useId, useRef, useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { ACCEPT_ATTRIBUTE, formatBytes } from '@/lib/media/media-limits'
import type { MediaAccept, MediaSummary } from '@/lib/media/media-summary'
import { useMediaUploads, type UploadRow } from './use-media-uploads'

export type MediaDropzoneProps = {
  accept: MediaAccept
  onUploaded: (item: MediaSummary) => void
}

/**
 * Upload by drag and drop or the file chooser, several files at once; each file gets its own
 * row with a progress bar and, if the library refused it, why and what to do.
 */
export function MediaDropzone({ accept, onUploaded }: MediaDropzoneProps) {
  const t = useTranslations('admin.media.dropzone')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const { rows, add, dismiss } = useMediaUploads(onUploaded)
  const latest = rows.find((row) => row.state === 'done' || row.state === 'failed')
  return (
    <div className="space-y-3">
      <div
        onDragEnter={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragOver={(event) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          add(Array.from(event.dataTransfer.files))
        }}
        data-testid="media-dropzone"
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${dragging ? 'border-teal bg-teal/5' : 'border-slate-300 bg-white'}`}
      >
        <FileUp className="size-8 text-slate-500" aria-hidden />
        <p className="text-sm font-medium text-ink">
          {accept === 'image' ? t('dropImages') : t('dropAny')}
        </p>
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={`${buttonClass('outline')} min-h-11 md:min-h-10`}
          aria-describedby={`${id}-hint`}
        >
          {t('choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE[accept]}
          className="hidden"
          aria-label={t('chooseLabel')}
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []))
            event.currentTarget.value = '' // the same file can be chosen again
          }}
        />
        <p id={`${id}-hint`} className="max-w-md text-xs text-slate-600">
          {accept === 'image' ? t('imagesHint') : t('anyHint')} {t('notAccepted')}
        </p>
      </div>
      {rows.length > 0 ? (
        <ul aria-label={t('uploads')} className="space-y-2">
          {rows.map((row) => (
            <UploadRowView key={row.key} row={row} onDismiss={() => dismiss(row.key)} />
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {latest ? `${latest.name}: ${t(`states.${latest.state}`)}` : ''}
      </p>
    </div>
  )
}

function UploadRowView({ row, onDismiss }: { row: UploadRow; onDismiss: () => void }) {
  const t = useTranslations('admin.media.dropzone')
  const messageText = useMessageText()
  const percent = Math.round(row.progress * 100)
  const finished = row.state === 'done' || row.state === 'failed'
  return (
    <li
      className={`rounded-lg border bg-white p-3 text-sm ${row.state === 'failed' ? 'border-red-300' : 'border-slate-200'}`}
      aria-label={row.name}
    >
      <div className="flex items-start gap-3">
        {row.state === 'done' ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
        ) : row.state === 'failed' ? (
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="truncate font-medium text-ink" dir="auto">
              {row.name}
            </span>
            <span className="text-xs text-slate-600" dir="ltr">
              {formatBytes(row.size)}
            </span>
            <span className="text-xs text-slate-700">{t(`states.${row.state}`)}</span>
          </p>
          {!finished ? (
            <div
              role="progressbar"
              aria-label={t('progress', { name: row.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full bg-teal transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
          {row.refusal ? (
            <p className="mt-1 text-red-700">
              {messageText(row.refusal.message, row.refusal.values)}
            </p>
          ) : null}
          {row.notice ? (
            <p className="mt-1 text-amber-800">
              {messageText(row.notice.message, row.notice.values)}
            </p>
          ) : null}
        </div>
        {finished ? (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('dismiss', { name: row.name })}
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 md:size-9"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
    </li>
  )
}
