/** Header value of a raw message (folded lines unfolded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim()
}

/** The Subject header decoded (RFC 2047 encoded words, as non-ASCII subjects are sent). */
export function mailSubject(raw: string): string {
  const value = mailHeader(raw, 'subject') ?? ''
  const bytes: Buffer[] = []
  let rest = value.replace(/\?=\s+=\?/g, '?==?') // spaces between encoded words are folding
  for (;;) {
    const match = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/.exec(rest)
    if (!match) break
    bytes.push(Buffer.from(rest.slice(0, match.index)))
    const [, encoding, text] = match
    bytes.push(
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(text!, 'base64')
        : Buffer.from(
            text!
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    )
    rest = rest.slice(match.index + match[0].length)
  }
  bytes.push(Buffer.from(rest))
  return Buffer.concat(bytes).toString('utf8')
}

/** The plain text of a message (its text/plain part when it has an HTML one too). */
export const mailText = (raw: string): string => mailPart(raw, 'text/plain')

/** The HTML part of a message, or '' when it has none. */
export const mailHtml = (raw: string): string =>
  /^multipart\//i.test(mailHeader(raw, 'content-type') ?? '') ? mailPart(raw, 'text/html') : ''

/** A part of a (multipart/alternative) message by its type, its transfer encoding undone. */
function mailPart(raw: string, type: 'text/plain' | 'text/html'): string {
  const contentType = mailHeader(raw, 'content-type') ?? ''
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!/^multipart\//i.test(contentType) || !boundary) return decodedBody(raw)
  const body = raw.slice(raw.search(/\r?\n\r?\n/))
  const part = body
    .split(`--${boundary}`)
    .map((chunk) => chunk.replace(/^\r?\n/, ''))
    .find((chunk) => mailHeader(chunk, 'content-type')?.toLowerCase().startsWith(type))
  return part ? decodedBody(part.replace(/\r?\n$/, '')) : ''
}

/** The body of a single part, its transfer encoding undone. */
function decodedBody(raw: string): string {
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
