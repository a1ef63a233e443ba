import { describe, expect, it } from 'vitest'
import { typeNamedBy } from '@/lib/media/media-types'
import {
  mediaDocumentUrl,
  mediaImageUrl,
  mediaSrcSet,
  mediaWidths,
  parseMediaFileName,
} from '@/lib/media/media-urls'
import { sanitizeMediaName } from '@/lib/media/sanitize-media-name'

const id = '0b6a3a4e-2f1c-4d5e-9a7b-8c9d0e1f2a3b'

describe('media URLs', () => {
  it('serves the site’s widths up to the image’s own, never wider', () => {
    expect(mediaWidths(2560)).toEqual([384, 640, 960, 1280, 1920])
    expect(mediaWidths(1920)).toEqual([384, 640, 960, 1280, 1920])
    expect(mediaWidths(1000)).toEqual([384, 640, 960, 1000])
    expect(mediaWidths(384)).toEqual([384])
    expect(mediaWidths(120)).toEqual([120])
    expect(mediaWidths(0)).toEqual([])
  })

  it('builds the addresses the media route answers', () => {
    expect(mediaImageUrl(id, 640, 'avif')).toBe(`/media/${id}/640.avif`)
    expect(mediaDocumentUrl(id)).toBe(`/media/${id}/document.pdf`)
    expect(mediaSrcSet(id, 700, 'webp')).toBe(
      `/media/${id}/384.webp 384w, /media/${id}/640.webp 640w, /media/${id}/700.webp 700w`,
    )
  })

  it('reads only the file names it makes', () => {
    expect(parseMediaFileName('640.webp')).toEqual({ kind: 'image', width: 640, format: 'webp' })
    expect(parseMediaFileName('1920.avif')).toEqual({ kind: 'image', width: 1920, format: 'avif' })
    expect(parseMediaFileName('document.pdf')).toEqual({ kind: 'pdf' })
    for (const name of [
      '0640.webp',
      '640.jpg',
      'master.webp',
      '640.webp.exe',
      '-1.webp',
      '123456.webp',
      '',
    ])
      expect(parseMediaFileName(name), name).toBeNull()
  })
})

describe('file names', () => {
  it('keeps an uploaded name as clean display text', () => {
    expect(sanitizeMediaName('C:\\fakepath\\Villa A.jpg')).toBe('Villa A.jpg')
    expect(sanitizeMediaName('../../etc/passwd')).toBe('passwd')
    expect(sanitizeMediaName('photo\u202egnp.exe')).toBe('photognp.exe')
    expect(sanitizeMediaName('  sea \n view\t.png ')).toBe('sea view .png')
    expect(sanitizeMediaName('..')).toBe('Untitled')
    expect(sanitizeMediaName('')).toBe('Untitled')
    const long = sanitizeMediaName(`${'ب'.repeat(300)}.jpeg`)
    expect(Array.from(long)).toHaveLength(255)
    expect(long.endsWith('.jpeg')).toBe(true)
  })

  it('knows which type a name claims', () => {
    expect(typeNamedBy('a.JPEG')?.mime).toBe('image/jpeg')
    expect(typeNamedBy('a.jfif')?.mime).toBe('image/jpeg')
    expect(typeNamedBy('plan.pdf')?.mime).toBe('application/pdf')
    expect(typeNamedBy('notes.txt')).toBeNull()
    expect(typeNamedBy('README')).toBeNull()
  })
})
