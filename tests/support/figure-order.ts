/**
 * Every figure run (a number with "+" or groups: a phone, a grouped price) on the page whose
 * characters are drawn out of order, read from where the browser draws each character (its
 * glyph box): "+20 2 2735 0100", never "0100 2735 2 20+". Runs in the page
 * (`page.evaluate(figureRunsOutOfOrder)`): it uses nothing from outside itself.
 */
export function figureRunsOutOfOrder(): string[] {
  const RUN = /\+?\d+(?:[ \u00A0-]\d+)+|\+\d+/g
  const wrong: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template, [hidden]')) continue
    if (!parent.checkVisibility()) continue
    const text = node.textContent ?? ''
    for (const match of text.matchAll(RUN)) {
      const boxes: DOMRect[] = []
      for (let i = 0; i < match[0].length; i++) {
        if (/\s/.test(match[0][i]!)) continue
        const range = document.createRange()
        range.setStart(node, match.index + i)
        range.setEnd(node, match.index + i + 1)
        const box = range.getClientRects()[0]
        if (box && box.width > 0) boxes.push(box)
      }
      // Characters on one line follow one another from left to right.
      const inOrder = boxes.every(
        (box, i) =>
          i === 0 || Math.abs(box.top - boxes[i - 1]!.top) > 2 || box.left >= boxes[i - 1]!.left,
      )
      if (!inOrder) wrong.push(`${match[0]} in “${text.trim().slice(0, 60)}”`)
    }
  }
  return wrong
}
