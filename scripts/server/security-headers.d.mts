// Types for security-headers.mjs (plain Node, shared by the front server and proxy.ts).
export function pagePolicy(options: {
  scripts: string[]
  frameAncestors: "'self'" | "'none'"
  https?: boolean
  analytics?: boolean
}): string
export const RESOURCE_POLICY: string
export const BASE_HEADERS: Record<string, string>
export const HSTS: string
export const STRIPPED_HEADERS: string[]
export function inlineScriptHashes(html: string): { hashes: string[]; unknown: number }
export const PAGE_STATUS_HEADER: 'x-page-status'
export const ORIGINAL_QUERY_HEADER: string
