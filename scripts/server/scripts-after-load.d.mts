// Types for scripts-after-load.mjs (plain Node, so the server starts without a TypeScript step).
export const LOAD_WAIT_MS: number
export function loadScriptsAfterPaint(html: string): string
export const AFTER_PAINT_LOADER: string
