import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// A form submitted before its page has hydrated goes where its markup says. Without an action
// or method that is a GET to the same page, with every field (a password too) in the address,
// its logs and the browser's history. Every form says POST, or posts to a server action.
const root = join(import.meta.dirname, '../..')

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

function formsWithoutPost(file: string): number[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const lines: number[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'form'
    ) {
      const attribute = (name: string) =>
        node.attributes.properties.find(
          (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === name,
        )
      const method = attribute('method')
        ?.initializer?.getText(source)
        .replace(/['"{}]/g, '')
      if (!attribute('action') && method?.toLowerCase() !== 'post')
        lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return lines
}

describe('forms never submit as a GET', () => {
  it('every form in app/ and components/ has an action or method="post"', () => {
    const found = ['app', 'components']
      .flatMap((dir) => tsxFiles(join(root, dir)))
      .flatMap((file) => formsWithoutPost(file).map((line) => `${relative(root, file)}:${line}`))
    expect(found).toEqual([])
  })
})
