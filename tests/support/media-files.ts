// Real files for the media pipeline's tests, made here rather than checked in: images drawn by
// sharp (with the EXIF a phone writes), a valid one-page PDF, an SVG with a script, and a PNG
// whose header declares more pixels than the server may decode.
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A flat-colour image of this size in the given format. */
export function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f74' } })
    .toFormat(format)
    .toBuffer()
}

/** A phone photo: JPEG with GPS position, camera make and orientation 6 (turned 90°). */
export function phonePhotoWithGps(width = 400, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#c9a35b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 2/1 4/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '31/1 14/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** Whether an EXIF block (as sharp's metadata().exif gives it) has a GPS directory. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd0 = u32(4)
  const entries = u16(ifd0)
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true
  return false
}

const crc32 = (bytes: Buffer) => {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares width × height
 * pixels (30000 × 30000 would decode to 2.7 GB). Its data is one row; no decoder gets that far.
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A valid one-page PDF saying `text` (offsets in its cross-reference table computed). */
export function onePagePdf(text = 'Floor plan'): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
)

/** `bytes` made larger than `size` with trailing padding (type still read from the start). */
export const padTo = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length + 1))])
