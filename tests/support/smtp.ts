import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export type LoopbackSmtp = {
  port: number
  url: string
  mails: ReceivedMail[]
  /** Messages received in full but never acknowledged (see SmtpOptions.holdIf). */
  held: ReceivedMail[]
  close: () => Promise<void>
}

export type SmtpOptions = {
  /**
   * Called once the whole message is in, before the server answers: true leaves the client
   * waiting for the reply forever, as a server that stalls before accepting. Such a message is
   * not accepted: it is never added to `mails`.
   */
  holdIf?: (mail: ReceivedMail) => boolean
  /** Called with each accepted message, before the server answers. */
  onMail?: (mail: ReceivedMail) => void
  /** True refuses the message (a 550 answer), as a server that rejects a recipient's mail. */
  rejectIf?: (mail: ReceivedMail) => boolean
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(port = 0, options: SmtpOptions = {}): Promise<LoopbackSmtp> {
  const mails: ReceivedMail[] = []
  const held: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Its reverse DNS lookup of each client can hang on a machine without a resolver.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        if (options.holdIf?.(mail)) return void held.push(mail)
        if (options.rejectIf?.(mail)) {
          const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          return callback(refusal)
        }
        mails.push(mail)
        options.onMail?.(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    held,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port nothing listens on (an SMTP server that is down). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => probe.close(resolve))
  return port
}
