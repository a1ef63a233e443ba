import 'server-only'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

/** One push for the thread to seal and post (lib/push-sender/seal-worker.mjs). */
export type SealJob = {
  endpoint: string
  p256dh: string
  auth: string
  payload: string
  authorization: string
  ttl: number
  topic: string
}

/** The push service's status, or why no answer came (refused, reset, timed out, bad keys). */
export type SealResult = { status: number } | { error: string }

type Waiting = { resolve: (results: SealResult[]) => void; reject: (error: Error) => void }

let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, Waiting>()

/** Every batch waiting on a thread that died fails (the next pass retries), and a new one starts. */
function failAll(dead: Worker, error: Error) {
  if (worker !== dead) return
  worker = null
  for (const [id, batch] of waiting) {
    waiting.delete(id)
    batch.reject(error)
  }
}

function thread(): Worker {
  if (worker) return worker
  // By path from the app's root: plain Node, outside the bundle (npm start and tests run there).
  const started = new Worker(join(process.cwd(), 'lib/push-sender/seal-worker.mjs'))
  started.unref() // an idle sender never keeps the process alive
  started.on('message', ({ id, results }: { id: number; results: SealResult[] }) => {
    waiting.get(id)?.resolve(results)
    waiting.delete(id)
  })
  started.on('error', (error) => failAll(started, error))
  started.on('exit', (code) => failAll(started, new Error(`push thread exited (${code})`)))
  worker = started
  return started
}

/** Seals and posts a batch of pushes on the push thread; the outcomes come back in order. */
export function sealAndPost(jobs: SealJob[]): Promise<SealResult[]> {
  if (!jobs.length) return Promise.resolve([])
  const id = (nextId += 1)
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject })
    thread().postMessage({ id, jobs })
  })
}
