/**
 * A run of figures a right-to-left paragraph would reorder: a number with a leading + or
 * grouped by spaces or hyphens ("+20 2 2735 0100" would read "0100 2735 2 20+"). Lone
 * numbers ("30", "9.8") read right as they are.
 */
const FIGURE_RUN = /\+?\d+(?:[ \u00A0-]\d+)+|\+\d+/g

/** Left-to-right isolate (U+2066 … U+2069): the run keeps its order, the text around it too. */
export const LRI = '\u2066'
export const PDI = '\u2069'

/** Plain text (a staff-written notice, a mail line) with its figure runs isolated left to right. */
export const isolateNumbers = (text: string): string =>
  text.replace(FIGURE_RUN, (run) => `${LRI}${run}${PDI}`)
