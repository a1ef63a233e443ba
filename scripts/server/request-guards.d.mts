// Types for request-guards.mjs (plain Node, so the server starts without a TypeScript step).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

export const MAX_BODY_BYTES: number
export const MAX_DRAINED_BYTES: number
export const MEDIA_UPLOAD_PATH: string
export const MAX_MEDIA_UPLOAD_BYTES: number
export const MAX_ACTION_BODY_BYTES: number
export function bodyLimitFor(
  url?: string,
  headers?: import('node:http').IncomingHttpHeaders,
): number
export function hasMalformedPath(url?: string): boolean
export function declaredTooLarge(headers: IncomingHttpHeaders, limit?: number): boolean
export function hasUnsizedBody(req: IncomingMessage): boolean
export function holdUnsizedBody(
  req: IncomingMessage,
  handlers: { onComplete: () => void; onTooLarge: () => void; limit?: number },
): void
export const SESSION_COOKIE_NAMES: string[]
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean
export function uploadRefusal(
  url?: string,
  method?: string,
  headers?: IncomingHttpHeaders,
): { status: 401 | 411; text: string } | null
