/**
 * A report file's text. The platforms export UTF-8 (with or without a byte order mark) and
 * Google Ads' "CSV for Excel" UTF-16LE, tab-separated; the mark tells them apart, and a file
 * without one whose every other byte is zero is UTF-16 too.
 */
export function decodeReportBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3))
  const sample = bytes.subarray(0, 400)
  let oddZeros = 0
  for (let i = 1; i < sample.length; i += 2) if (sample[i] === 0) oddZeros++
  if (sample.length >= 4 && oddZeros >= sample.length / 4)
    return new TextDecoder('utf-16le').decode(bytes)
  return new TextDecoder('utf-8').decode(bytes)
}
