'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { MediaSummary, UploadNotice } from '@/lib/media/media-summary'
import { refusedBeforeSending, sendUpload, type UploadRefusal } from './send-upload'

export type UploadState = 'waiting' | 'uploading' | 'processing' | 'done' | 'failed'

export type UploadRow = {
  key: string
  name: string
  size: number
  /** 0–1 of the bytes sent. */
  progress: number
  state: UploadState
  /** Why it failed and what to do (a message key and its values, worded where shown). */
  refusal: UploadRefusal | null
  /** Taken, with a remark (its name said another type). */
  notice: UploadNotice | null
  item: MediaSummary | null
}

/** Files sent at once: each shows its own progress, and the server converts two at a time. */
const PARALLEL = 2

type Change = (key: string, change: Partial<UploadRow>) => void

/** Sends queued files, PARALLEL at a time, reporting each one's progress and outcome. */
function uploadQueue(change: Change, uploaded: (item: MediaSummary) => void) {
  const waiting: { key: string; file: File }[] = []
  let running = 0
  const pump = () => {
    while (running < PARALLEL && waiting.length > 0) {
      const { key, file } = waiting.shift()!
      running += 1
      change(key, { state: 'uploading' })
      void sendUpload(file, (fraction) =>
        // All sent: the server is converting it now.
        change(key, { progress: fraction, ...(fraction >= 1 ? { state: 'processing' } : {}) }),
      ).then((answer) => {
        running -= 1
        if (answer.ok) {
          change(key, { state: 'done', progress: 1, ...answer.data })
          uploaded(answer.data.item)
        } else {
          change(key, {
            state: 'failed',
            refusal: { message: answer.message, values: answer.values },
          })
        }
        pump()
      })
    }
  }
  return {
    push(key: string, file: File) {
      waiting.push({ key, file })
      pump()
    },
  }
}

/**
 * The upload list of a dropzone: one request per file, each row with its progress and outcome.
 * `onUploaded` runs for every file the library took.
 */
export function useMediaUploads(onUploaded: (item: MediaSummary) => void) {
  const [rows, setRows] = useState<UploadRow[]>([])
  const latestOnUploaded = useRef(onUploaded)
  useEffect(() => {
    latestOnUploaded.current = onUploaded
  }, [onUploaded])
  const queue = useRef<ReturnType<typeof uploadQueue>>(null)

  const add = useCallback((files: Iterable<File>) => {
    const added: UploadRow[] = []
    const accepted: { key: string; file: File }[] = []
    for (const file of files) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`
      const refusal = refusedBeforeSending(file)
      added.push({
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        state: refusal ? 'failed' : 'waiting',
        refusal,
        notice: null,
        item: null,
      })
      if (!refusal) accepted.push({ key, file })
    }
    setRows((current) => [...added, ...current])
    queue.current ??= uploadQueue(
      (key, change) =>
        setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
      (item) => latestOnUploaded.current(item),
    )
    for (const { key, file } of accepted) queue.current.push(key, file)
  }, [])

  const dismiss = useCallback(
    (key: string) => setRows((current) => current.filter((row) => row.key !== key)),
    [],
  )

  return { rows, add, dismiss }
}
