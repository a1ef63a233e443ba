// Loaded into a test server with `--import`: its clock (Date.now, new Date()) runs ahead by the
// number of milliseconds in CLOCK_OFFSET_FILE, read again whenever the file changes, so a test
// can move the server's time on (an idle session) without waiting for it.
import { readFileSync, watchFile } from 'node:fs'
import { basename } from 'node:path'

const file = process.env.CLOCK_OFFSET_FILE
const RealDate = Date
let offset = 0

const read = () => {
  const value = Number(readFileSync(file, 'utf8').trim() || 0)
  if (!Number.isFinite(value) || value === offset) return
  offset = value
  console.log(`[${basename(process.argv[1] ?? 'node')}] clock moved on by ${offset} ms`)
}

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset)
    else super(...args)
  }
  static now() {
    return RealDate.now() + offset
  }
}

// Its own copies of Date's statics (UTC, parse): code that copies Date's own properties (Next
// wraps Date) must find them on it, not only through its prototype.
for (const name of Object.getOwnPropertyNames(RealDate)) {
  if (!Object.prototype.hasOwnProperty.call(ShiftedDate, name))
    Object.defineProperty(ShiftedDate, name, Object.getOwnPropertyDescriptor(RealDate, name))
}

if (file) {
  globalThis.Date = ShiftedDate
  read()
  watchFile(file, { interval: 100 }, read).unref()
}
