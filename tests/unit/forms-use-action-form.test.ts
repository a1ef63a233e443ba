import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Every form and button that calls a server action goes through one hook
// (components/forms/use-action-form): it submits by hand (typed values kept, the pressed button
// sent), one send at a time, and answers the same way everywhere. A call of an action by hand (a
// click handler's `action(null, formData)`, a transition's `await action(id)`), or an async
// transition (an action handed in as a prop) is a second way; this test finds them, as they
// need to know which imports are server actions (a module's own useActionState is ESLint's:
// eslint.config.mjs). And every server action takes the one signature (previous, formData), so a
// button's arguments travel as its form's fields.
const root = join(import.meta.dirname, '../..')
const HOOK_FILE = 'components/forms/use-action-form.ts'

/**
 * Reads that call their action themselves, with why. The media picker's search runs as it is
 * typed: the hook sends one at a time and would drop the newer search; an older answer is
 * ignored instead.
 */
const READS = new Set(['components/admin/media/use-media-search.ts:searchMediaAction'])

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

/** The names a module imports from 'use server' modules: its server actions. */
function importedActions(file: string, source: ts.SourceFile): Set<string> {
  const actions = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    const target = resolved(file, statement.moduleSpecifier.text)
    const names = statement.importClause?.namedBindings
    if (!target || !names || !ts.isNamedImports(names) || !isServerModule(target)) continue
    for (const element of names.elements) actions.add(element.name.text)
  }
  return actions
}

const isFunction = (
  node: ts.Node,
): node is
  ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node)

/**
 * A FormAction made over a server action hands on the previous answer it was given, as
 * `action(previous, …)`: the hook calls it, and it calls the action (contactStepAction, the
 * consultation's attribution). Any other call is by hand (`action(null, formData)`, `action(id)`).
 */
function handsOnPrevious(call: ts.CallExpression): boolean {
  let node: ts.Node = call.parent
  while (!isFunction(node)) {
    if (ts.isSourceFile(node)) return false
    node = node.parent
  }
  const first = node.parameters[0]?.name
  const given = call.arguments[0]
  return (
    !!first &&
    !!given &&
    ts.isIdentifier(first) &&
    ts.isIdentifier(given) &&
    first.text === given.text
  )
}

/** Where the module calls a server action itself (or binds its arguments: another signature). */
function actionsCalledByHand(file: string, source: ts.SourceFile): number[] {
  const actions = importedActions(file, source)
  if (actions.size === 0) return []
  const path = relative(root, file)
  const lines: number[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      if (
        ts.isIdentifier(callee) &&
        actions.has(callee.text) &&
        !handsOnPrevious(node) &&
        !READS.has(`${path}:${callee.text}`)
      )
        lines.push(lineOf(source, node))
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        actions.has(callee.expression.text) &&
        ['bind', 'call', 'apply'].includes(callee.name.text)
      )
        lines.push(lineOf(source, node))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...new Set(lines)]
}

/**
 * Where a transition runs async work: React's startTransition (or useTransition's start) with
 * an async callback, or one that awaits or chains on a promise. That is a server action called
 * by hand, even one handed in as a prop; the hook's own transition only dispatches.
 */
function asyncTransitions(source: ts.SourceFile): number[] {
  const starts = new Set<string>()
  const functions = new Map<string, ts.Node>()
  const collect = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'react'
    ) {
      const names = node.importClause?.namedBindings
      if (names && ts.isNamedImports(names))
        for (const element of names.elements)
          if ((element.propertyName ?? element.name).text === 'startTransition')
            starts.add(element.name.text)
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer
      // const [pending, start] = useTransition()
      if (
        ts.isArrayBindingPattern(node.name) &&
        ts.isCallExpression(init) &&
        init.expression.getText(source).replace(/^React\./, '') === 'useTransition'
      ) {
        const start = node.name.elements[1]
        if (start && ts.isBindingElement(start) && ts.isIdentifier(start.name))
          starts.add(start.name.text)
      }
      if (ts.isIdentifier(node.name) && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
        functions.set(node.name.text, init)
    }
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node)
    ts.forEachChild(node, collect)
  }
  collect(source)

  const runsAsync = (callback: ts.Node): boolean => {
    const body = ts.isIdentifier(callback) ? functions.get(callback.text) : callback
    if (!body || !isFunction(body)) return false
    if (body.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)) return true
    let found = false
    const visit = (node: ts.Node) => {
      if (
        ts.isAwaitExpression(node) ||
        (ts.isPropertyAccessExpression(node) &&
          ['then', 'catch', 'finally'].includes(node.name.text))
      )
        found = true
      else ts.forEachChild(node, visit)
    }
    visit(body)
    return found
  }

  const lines: number[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments[0]) {
      const name = node.expression.getText(source)
      if ((starts.has(name) || name === 'React.startTransition') && runsAsync(node.arguments[0]))
        lines.push(lineOf(source, node))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return lines
}

function offences(file: string, text?: string): string[] {
  const path = relative(root, file)
  if (path === HOOK_FILE) return []
  const source = parse(file, text)
  return [
    ...actionsCalledByHand(file, source).map(
      (line) => `${path}:${line} calls a server action by hand`,
    ),
    ...asyncTransitions(source).map(
      (line) => `${path}:${line} runs a server action in a transition`,
    ),
  ]
}

/** A type that names an action's answer: ActionResult<…>, or an alias of it in the module. */
function isResultType(type: ts.TypeNode | undefined, aliases: Set<string>): boolean {
  if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName)) return false
  return type.typeName.text === 'ActionResult' || aliases.has(type.typeName.text)
}

/**
 * Where a 'use server' module exports an action without the one signature,
 * `(previous: ActionResult<T> | null, formData: FormData): Promise<ActionResult<T>>`.
 */
function actionsWithoutTheSignature(source: ts.SourceFile): string[] {
  const aliases = new Set<string>()
  for (const statement of source.statements)
    if (ts.isTypeAliasDeclaration(statement) && isResultType(statement.type, new Set()))
      aliases.add(statement.name.text)

  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  const actions: [string, ts.SignatureDeclaration][] = []
  for (const statement of source.statements) {
    if (!exported(statement)) continue
    if (ts.isFunctionDeclaration(statement) && statement.name)
      actions.push([statement.name.text, statement])
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          actions.push([declaration.name.getText(source), init])
      }
  }

  const previousType = (type: ts.TypeNode | undefined) =>
    !!type &&
    ts.isUnionTypeNode(type) &&
    type.types.length === 2 &&
    type.types.some(
      (t) => ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword,
    ) &&
    type.types.some((t) => isResultType(t, aliases))
  const answerType = (type: ts.TypeNode | undefined) =>
    !!type &&
    ts.isTypeReferenceNode(type) &&
    type.typeName.getText(source) === 'Promise' &&
    isResultType(type.typeArguments?.[0], aliases)

  return actions
    .filter(([, action]) => {
      const [previous, formData, ...more] = action.parameters
      return !(
        previousType(previous?.type) &&
        formData?.type?.getText(source) === 'FormData' &&
        more.length === 0 &&
        answerType(action.type)
      )
    })
    .map(([name, action]) => `${name} (line ${lineOf(source, action)})`)
}

const serverModulesIn = (dir: string) =>
  sourceFiles(join(root, dir)).filter((file) => isServerModule(file))

describe('forms and buttons call server actions through useActionForm', () => {
  it('no module in app/ or components/ runs a server action by itself', () => {
    const found = ['app', 'components']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) => offences(file))
    expect(found).toEqual([])
  })

  it('finds a form that does it by hand (the check can fail)', () => {
    const form = `'use client'
import { submitLeadSettings } from '@/lib/settings/settings-actions'

export function ByHand() {
  const save = (formData: FormData) => void submitLeadSettings(null, formData)
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        save(new FormData(event.currentTarget))
      }}
    />
  )
}`
    const file = join(root, 'components/admin/by-hand-form.tsx')
    expect(offences(file, form).map((offence) => offence.replace(/^[^:]*:/, ''))).toEqual([
      '5 calls a server action by hand',
    ])
  })

  it('finds buttons that call an action themselves (the check can fail)', () => {
    const buttons = `'use client'
import { useTransition } from 'react'
import { eraseLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { mailMyDayAction } from '@/lib/lead-chase/lead-chase-actions'

export function Buttons(props: { day: string; remove: () => Promise<unknown> }) {
  const [pending, start] = useTransition()
  const erase = () => void eraseLeadAction(null, new FormData()).then(() => null)
  const remove = async () => {
    await props.remove()
  }
  return (
    <>
      <button disabled={pending} onClick={() => start(async () => void (await mailMyDayAction(null, new FormData())))} />
      <button onClick={erase} />
      <button onClick={() => start(remove)} />
      <button onClick={() => start(() => void props.remove().then(() => null))} />
      <button onClick={() => start(() => console.log(pending))} />
    </>
  )
}`
    const file = join(root, 'components/admin/old-buttons.tsx')
    expect(offences(file, buttons).map((offence) => offence.replace(/^[^:]*:/, ''))).toEqual([
      '8 calls a server action by hand',
      '14 calls a server action by hand',
      '14 runs a server action in a transition',
      '16 runs a server action in a transition',
      '17 runs a server action in a transition',
    ])
  })

  it('lets a FormAction made over a server action hand on the previous answer', () => {
    const wrapper = `import type { FormAction } from '@/components/forms/use-action-form'
import { submitLeadStep1 } from '@/lib/leads/submit-lead-step1'

export const withSource: FormAction<string> = async (previous, formData) => {
  formData.set('source', 'site')
  return submitLeadStep1(previous, formData)
}`
    expect(offences(join(root, 'components/site/with-source.ts'), wrapper)).toEqual([])
  })
})

describe('every server action takes (previous, formData)', () => {
  it('every export of a use-server module in lib/ and app/ has the one signature', () => {
    const modules = ['lib', 'app'].flatMap(serverModulesIn)
    expect(modules.length).toBeGreaterThan(10)
    const found = modules.flatMap((file) =>
      actionsWithoutTheSignature(parse(file)).map((name) => `${relative(root, file)}: ${name}`),
    )
    expect(found).toEqual([])
  })

  it('finds an action with arguments of its own (the check can fail)', () => {
    const actionsModule = `'use server'
import type { ActionResult } from '@/lib/actions/action-result'

export type DayResult = ActionResult<number>

export async function mailMyDay(day: string): Promise<ActionResult<number>> {
  return { ok: true, data: day.length }
}

export async function restore(kind: string, id: string): Promise<ActionResult> {
  return { ok: true, data: null }
}

export const signOut = async (): Promise<ActionResult> => ({ ok: true, data: null })

export async function withoutPrevious(formData: FormData): Promise<ActionResult> {
  return { ok: true, data: null }
}

export async function good(_previous: DayResult | null, formData: FormData): Promise<DayResult> {
  return { ok: true, data: [...formData.keys()].length }
}
`
    expect(actionsWithoutTheSignature(parse('lib/x/x-actions.ts', actionsModule))).toEqual([
      'mailMyDay (line 6)',
      'restore (line 10)',
      'signOut (line 14)',
      'withoutPrevious (line 16)',
    ])
  })
})
