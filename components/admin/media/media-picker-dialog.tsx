'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Button } from '@/components/ui/button'
import { directionOf } from '@/lib/i18n/locales'
import {
  acceptsKind,
  hasBothAlts,
  type MediaAccept,
  type MediaSummary,
} from '@/lib/media/media-summary'
import type { AdminT } from '../forms/admin-t'
import { missingAltKey } from './alt-key'
import { MediaAltForm } from './media-alt-form'
import { MediaThumb } from './media-card'
import { MediaDropzone } from './media-dropzone'
import { MediaLibraryBrowser } from './media-library-browser'

export type MediaPickerDialogProps = {
  idPrefix: string
  /** What is being chosen, for the title ("Hero image"). */
  label: string
  accept: MediaAccept
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (item: MediaSummary) => void
  /** Several at once (a gallery): a click adds or removes an item, and all are chosen together. */
  onChooseMany?: (items: MediaSummary[]) => void
  /** Where focus goes when the dialog closes. */
  returnFocus: React.RefObject<HTMLElement | null>
}

/** Why an item cannot be chosen yet, or null when it can. */
function blockedReason(t: AdminT, item: MediaSummary, accept: MediaAccept): string | null {
  if (!acceptsKind(accept, item.kind)) return t('media.picker.imagesOnly')
  if (item.status === 'failed') return t('media.picker.importFailed')
  const missing = missingAltKey(item)
  if (!hasBothAlts(item) && missing)
    return t('media.picker.addAlt', { missing: t(`media.alt.${missing}`), kind: item.kind })
  return null
}

/**
 * The media picker's dialog: the library (search, grid) and an upload tab with the same
 * dropzone as the Media Library. The selected item is chosen with "Use this …", once it has
 * alt text in English and Arabic, which can be written right here. With `onChooseMany`,
 * several are selected in one visit (uploads too) and added together.
 */
export function MediaPickerDialog(props: MediaPickerDialogProps) {
  const { idPrefix, label, accept, open, onOpenChange, onChoose, onChooseMany, returnFocus } = props
  const t = useTranslations('admin')
  const dir = directionOf(useLocale())
  // The item shown below the grid (with its alt text form when it lacks one)…
  const [current, setSelected] = useState<MediaSummary | null>(null)
  // …and, choosing several, every item selected so far, in the order they were picked.
  const [many, setMany] = useState<MediaSummary[]>([])
  const multiple = Boolean(onChooseMany)
  // Choosing several, the first that still lacks alt text is shown, so none is left unfixed.
  const selected = (multiple && many.find((item) => blockedReason(t, item, accept))) || current
  const pick = (item: MediaSummary) => {
    if (!multiple) return setSelected(item)
    const had = many.some((one) => one.id === item.id)
    setMany(had ? many.filter((one) => one.id !== item.id) : [...many, item])
    setSelected(had ? null : item)
  }
  const update = (item: MediaSummary) => {
    setSelected(item)
    setMany((items) => items.map((one) => (one.id === item.id ? item : one)))
  }
  const blockedCount = many.filter((item) => blockedReason(t, item, accept)).length
  const [version, setVersion] = useState(0)
  const [tab, setTab] = useState('library')
  const panel = useRef<HTMLElement>(null)
  // The selection shows below the grid (with alt text fields if needed): bring it into view.
  const selectedId = selected?.id
  useEffect(() => {
    if (selectedId) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [selectedId])
  const blocked = selected ? blockedReason(t, selected, accept) : null
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current?.isConnected) return
            event.preventDefault()
            returnFocus.current.focus()
          }}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[92dvh] w-[min(58rem,calc(100vw-1rem))] -translate-y-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">
                {multiple
                  ? t('media.picker.titleMany')
                  : accept === 'image'
                    ? t('media.picker.titleImage')
                    : t('media.picker.titleAny')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {t('media.picker.for', { label })}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 md:size-9"
              aria-label={t('common.close')}
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
            <Tabs value={tab} onValueChange={setTab} dir={dir}>
              <TabsList label={t('media.picker.chooseFrom')}>
                <TabsTrigger value="library">{t('media.picker.library')}</TabsTrigger>
                <TabsTrigger value="upload">{t('media.picker.upload')}</TabsTrigger>
              </TabsList>
              <TabsContent value="library">
                <MediaLibraryBrowser
                  idPrefix={idPrefix}
                  accept={accept}
                  selectedIds={multiple ? many.map((item) => item.id) : current ? [current.id] : []}
                  onSelect={pick}
                  multiple={multiple}
                  version={version}
                />
              </TabsContent>
              <TabsContent value="upload">
                <MediaDropzone
                  accept={accept}
                  onUploaded={(item) => {
                    if (multiple) setMany((items) => [...items, item])
                    setSelected(item)
                    setVersion((n) => n + 1)
                  }}
                />
              </TabsContent>
            </Tabs>
            {selected ? (
              <section
                ref={panel}
                aria-label={t('media.picker.selected')}
                className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
              >
                <div className="flex items-center gap-3">
                  <div className="relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
                    <MediaThumb item={selected} />
                  </div>
                  <div className="min-w-0">
                    <p className="text-xs text-slate-600">{t('media.picker.selected')}</p>
                    <p className="truncate font-medium text-ink" dir="auto">
                      {selected.name}
                    </p>
                    {blocked ? <p className="text-sm text-amber-800">{blocked}</p> : null}
                  </div>
                </div>
                {blocked && selected.status !== 'failed' && acceptsKind(accept, selected.kind) ? (
                  <MediaAltForm
                    key={selected.id}
                    item={selected}
                    idPrefix={`${idPrefix}-picker`}
                    onSaved={(item) => {
                      update(item)
                      setVersion((n) => n + 1)
                    }}
                  />
                ) : null}
              </section>
            ) : null}
          </div>
          <div className="flex justify-end gap-2 border-t border-slate-200 p-4">
            <Dialog.Close asChild>
              <Button variant="outline" className="min-h-11 md:min-h-10">
                {t('common.cancel')}
              </Button>
            </Dialog.Close>
            {onChooseMany ? (
              <>
                {blockedCount > 0 ? (
                  <p className="me-auto self-center text-sm text-amber-800">
                    {t('media.picker.needAlt', { count: blockedCount })}
                  </p>
                ) : null}
                <Button
                  className="min-h-11 md:min-h-10"
                  disabled={many.length === 0 || blockedCount > 0}
                  onClick={() => onChooseMany(many)}
                >
                  {t('media.picker.addImages', { count: many.length })}
                </Button>
              </>
            ) : (
              <Button
                className="min-h-11 md:min-h-10"
                disabled={!selected || !!blocked}
                onClick={() => selected && onChoose(selected)}
              >
                {t('media.picker.use', { kind: selected?.kind === 'pdf' ? 'pdf' : 'image' })}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
