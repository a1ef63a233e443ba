/** Header value of a raw message (folded lines unfolded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim()
}

/** The text of a single-part message, its transfer encoding undone. */
export function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '')
  const encoding = mailHeader(raw, 'content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const bytes = body
    .replace(/=\r?\n/g, '')
    .split(/(=[0-9A-F]{2})/i)
    .map((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part),
    )
  return Buffer.concat(bytes).toString('utf8')
}
