// C0 controls (tab and line breaks among them), DEL, C1 controls, and Unicode's line and
// paragraph separators: each can start a new line, or hide one, where the value is shown.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * A single-line field's value (a name, a phone, a title) as it may be stored: a line break in
 * it would forge lines where it is shown, as in the plain-text sales mail ("Bcc: …").
 */
export const isSingleLine = (value: string) => !CONTROL.test(value)

/** A value nobody typed (a URL's utm_ or click id): its control characters become a space. */
export const toOneLine = (value: string) => value.replace(CONTROLS, ' ')
