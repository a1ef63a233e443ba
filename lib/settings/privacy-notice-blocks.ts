export type Block = { kind: 'heading' | 'paragraph'; text: string }

/** "# " lines are headings; other lines group into paragraphs, split by blank lines. */
export function noticeBlocks(text: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') })
    paragraph = []
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('# ')) {
      endParagraph()
      blocks.push({ kind: 'heading', text: line.slice(2).trim() })
    } else if (line === '') endParagraph()
    else paragraph.push(line)
  }
  endParagraph()
  return blocks
}
