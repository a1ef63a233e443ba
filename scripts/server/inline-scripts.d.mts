// Types for inline-scripts.mjs (plain Node, so the server starts without a TypeScript step).
export const REACT_FORM_REPLAY: string
export const KNOWN_INLINE_SCRIPTS: Set<string>
export const KNOWN_DATA_CALLS: { prefix: string; suffix: string }[]
export function isKnownInlineScript(body: string): boolean
