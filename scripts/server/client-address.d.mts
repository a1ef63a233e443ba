// Types for client-address.mjs (plain Node, so the server starts without a TypeScript step).
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; list: import('node:net').BlockList }

export function normalizeAddress(address?: string): string
export function parseTrustedProxies(setting: string | undefined): TrustedProxies
export function resolveClient(request: {
  socketAddress?: string
  forwardedFor?: string | string[]
  trust: TrustedProxies
}): { address: string; viaTrustedProxy: boolean }
