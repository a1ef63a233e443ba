'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { MediaDropzone } from './media-dropzone'

/** The Media Library page's dropzone: each file the library takes appears in the grid. */
export function MediaUploader() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return <MediaDropzone accept="image-or-pdf" onUploaded={refresh} />
}
