/**
 * "20,000,000", "8.5": what Intl.NumberFormat('en-US', { maximumFractionDigits }) writes,
 * written out. On a phone, Intl's first use loads ICU data inside the hydration task.
 */
export function groupDigits(value: number, maximumFractionDigits = 0): string {
  const scale = 10 ** maximumFractionDigits
  const rounded = Math.round(Math.abs(value) * scale) / scale
  const [integer = '0', fraction] = rounded.toString().split('.')
  const sign = value < 0 && rounded !== 0 ? '-' : ''
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`
}
