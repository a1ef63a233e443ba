/**
 * A tiny toast channel for the public site: one window event, so any client island can raise a
 * toast without importing sonner; the Toaster loads sonner with the first one.
 */
export type ToastTone = 'success' | 'error'
export type ToastRequest = {
  message: string
  description?: string
  tone: ToastTone
  durationMs: number
}
export type ToastOptions = { description?: string; tone?: ToastTone; durationMs?: number }

export const TOAST_EVENT = 'site:toast'
export const DEFAULT_TOAST_MS = 3000

export function showToast(message: string, options: ToastOptions = {}) {
  const detail: ToastRequest = {
    message,
    description: options.description,
    tone: options.tone ?? 'success',
    durationMs: options.durationMs ?? DEFAULT_TOAST_MS,
  }
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail }))
}
