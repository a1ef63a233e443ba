type Alts = { altEn: string | null; altAr: string | null }

/** Which alt text badge an item shows (catalogue `media.alt.*`). */
export function altKey(item: Alts): 'complete' | 'none' | 'noAr' | 'noEn' {
  const en = !!item.altEn?.trim()
  const ar = !!item.altAr?.trim()
  return en && ar ? 'complete' : en ? 'noAr' : ar ? 'noEn' : 'none'
}

/** Which alt text is missing (catalogue `media.alt.*`), or null when both are there. */
export function missingAltKey(item: Alts): 'missingBoth' | 'missingEn' | 'missingAr' | null {
  const en = !!item.altEn?.trim()
  const ar = !!item.altAr?.trim()
  return en && ar ? null : !en && !ar ? 'missingBoth' : en ? 'missingAr' : 'missingEn'
}
