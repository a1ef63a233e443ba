/** Admin form controls share one look; invalid controls get a red ring (aria-invalid). */
export const controlClass =
  'block min-h-11 w-full rounded-lg md:min-h-0 border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 focus:border-teal focus:outline-2 focus:outline-teal/40 aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600'

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800'

/**
 * For a free-text control with dir="auto": while empty it takes the page's direction, so its
 * placeholder reads from the page's start (dir="auto" alone makes an empty control LTR); once
 * typed, the text's own direction.
 */
export const typedDirectionClass = 'placeholder-shown:[direction:inherit]'
