import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Every form that calls a server action goes through one hook (components/forms/use-action-form):
// it submits by hand (typed values kept, the pressed button sent), keeps one signature for
// actions and one way to answer them. A form with its own useActionState, or a submit handler
// that calls an action itself, is a second way; this test finds both.
const root = join(import.meta.dirname, '../..')
const HOOK_FILE = 'components/forms/use-action-form.ts'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

/** The file an import names, or null for a package. */
function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

const serverModules = new Map<string, boolean>()
function isServerModule(file: string): boolean {
  let known = serverModules.get(file)
  if (known === undefined) {
    known = /^\s*['"]use server['"]/.test(readFileSync(file, 'utf8'))
    serverModules.set(file, known)
  }
  return known
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1

/** Where a module uses useActionState itself. */
function ownActionStates(source: ts.SourceFile): number[] {
  const lines: number[] = []
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === 'useActionState') lines.push(lineOf(source, node))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...new Set(lines)]
}

/** Where a submit handler (or a function of the module it calls) calls a server action. */
function actionsCalledOnSubmit(file: string, source: ts.SourceFile): number[] {
  const actions = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const target = resolved(file, statement.moduleSpecifier.text)
    const names = statement.importClause?.namedBindings
    if (!target || !names || !ts.isNamedImports(names) || !isServerModule(target)) continue
    for (const element of names.elements) actions.add(element.name.text)
  }
  if (actions.size === 0) return []

  // The module's own functions by name, to follow a handler into the functions it calls.
  const functions = new Map<string, ts.Node>()
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node)
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      functions.set(node.name.text, node.initializer)
    ts.forEachChild(node, collect)
  }
  collect(source)

  const lines: number[] = []
  const followed = new Set<ts.Node>()
  const follow = (node: ts.Node) => {
    if (followed.has(node)) return
    followed.add(node)
    if (ts.isIdentifier(node)) {
      const local = functions.get(node.text)
      if (local) follow(local)
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (actions.has(node.expression.text)) lines.push(lineOf(source, node))
    }
    ts.forEachChild(node, follow)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'onSubmit' && node.initializer)
      follow(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...new Set(lines)]
}

function offences(file: string, text?: string): string[] {
  const path = relative(root, file)
  if (path === HOOK_FILE) return []
  const source = parse(file, text)
  return [
    ...ownActionStates(source).map((line) => `${path}:${line} calls useActionState`),
    ...actionsCalledOnSubmit(file, source).map(
      (line) => `${path}:${line} calls a server action from a submit handler`,
    ),
  ]
}

describe('forms call server actions through useActionForm', () => {
  it('no module in app/ or components/ runs a form action by itself', () => {
    const found = ['app', 'components']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) => offences(file))
    expect(found).toEqual([])
  })

  it('finds a form that does it by hand (the check can fail)', () => {
    const form = `'use client'
import { startTransition, useActionState } from 'react'
import { saveMediaAltAction } from '@/lib/admin/media/media-actions'
import { submitLeadSettings } from '@/lib/settings/settings-actions'

export function ByHand() {
  const [, dispatch] = useActionState(saveMediaAltAction, null)
  const save = (formData: FormData) => void submitLeadSettings(null, formData)
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        startTransition(() => dispatch(new FormData(event.currentTarget)))
        save(new FormData(event.currentTarget))
      }}
    />
  )
}`
    const file = join(root, 'components/admin/by-hand-form.tsx')
    expect(offences(file, form).map((offence) => offence.replace(/^[^:]*:/, ''))).toEqual([
      '2 calls useActionState',
      '7 calls useActionState',
      '8 calls a server action from a submit handler',
    ])
  })
})
