/**
 * A tiny toast channel for the public site: one window event, so any client island can raise a
 * toast without a context provider or a toast library in the ads-landing bundle.
 */
export type ToastTone = 'success' | 'error'
export type ToastRequest = { message: string; tone: ToastTone; durationMs: number }

export const TOAST_EVENT = 'site:toast'
export const DEFAULT_TOAST_MS = 3000

export function showToast(
  message: string,
  tone: ToastTone = 'success',
  durationMs = DEFAULT_TOAST_MS,
) {
  const detail: ToastRequest = { message, tone, durationMs }
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail }))
}
