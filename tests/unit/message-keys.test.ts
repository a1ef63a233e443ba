import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { developerSchema } from '@/lib/admin/developers/developer-schema'
import { projectSchema } from '@/lib/admin/projects/project-schema'
import { unitSchema } from '@/lib/admin/units/unit-schema'
import { isAdminMessageKey } from '@/lib/admin-catalogue/is-admin-message-key'
import {
  changeStatusSchema,
  nextActionSchema,
  noteSchema,
} from '@/lib/lead-inbox/lead-inbox-schemas'
import { testMailSchema } from '@/lib/mail/mail-schemas'
import { mediaAltSchema } from '@/lib/media/media-schemas'
import { leadSettingsSchema } from '@/lib/settings/lead-settings-schema'
import { siteSettingsSchema } from '@/lib/settings/site-settings-schema'
import { inviteSchema, namesSchema } from '@/lib/staff/staff-schemas'

/*
 * Issue 24 §2: what an admin action answers is a catalogue key, never prose. Refusals are
 * typed (AppError's constructors take keys of the English catalogue); zod takes
 * any string, so the schemas are checked here: by what they answer to bad input, and by their
 * source, where a message with a space in it is prose.
 */

const root = join(import.meta.dirname, '../..')

/**
 * Every message a schema gives for these inputs, but zod's own for a rule that names none (a
 * part of the post missing altogether, which no form sends): staffAction answers those with
 * errors.invalidValue.
 */
const messagesOf = (schema: ZodType, inputs: unknown[]) =>
  inputs
    .flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? [])
    .filter((message) => !/^(Invalid input|Too (big|small)):/.test(message))

const long = 'x'.repeat(30_000)

describe('admin schema messages', () => {
  it.each([
    ['developer', developerSchema, [{}, { slug: 'A B', sortOrder: -1, en: { name: long } }]],
    [
      'project',
      projectSchema,
      [{}, { slug: 'privacy', mapLatitude: 'north', deliveryYear: 1, en: { title: long } }],
    ],
    ['unit', unitSchema, [{}, { slug: long, areaSqm: 0, priceEgp: 'a lot', en: { title: '' } }]],
    ['staff invite', inviteSchema, [{}, { name: 'A', email: 'not an address', role: 'boss' }]],
    ['staff names', namesSchema, [{}, { name: long, nameAr: 'ب' }]],
    ['lead stage', changeStatusSchema, [{}, { leadId: 'x', status: 'lost', wonValue: 'much' }]],
    ['lead note', noteSchema, [{}, { leadId: 'x', note: long }]],
    ['next action', nextActionSchema, [{ leadId: 'x', nextActionAt: 'soon' }]],
    ['test mail', testMailSchema, [{}, { to: 'nobody' }]],
    ['media alt', mediaAltSchema, [{}, { id: 'x', altEn: long, altAr: long }]],
    ['lead settings', leadSettingsSchema, [{ opensAt: 'x', businessDays: {}, conversions: {} }]],
    [
      'site settings',
      siteSettingsSchema,
      [{}, { phone: 'x', leadRecipients: 'a', foundedYear: 1 }],
    ],
  ] as const)('%s: every message it gives is a key of the admin catalogue', (_, schema, inputs) => {
    const messages = messagesOf(schema as ZodType, [...inputs])
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(isAdminMessageKey(message), message).toBe(true)
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** zod's rules that take a message. */
const RULES = new Set([
  ...['string', 'number', 'int', 'min', 'max', 'length', 'regex', 'refine', 'superRefine'],
  ...['enum', 'email', 'uuid', 'guid', 'array', 'boolean', 'object', 'record', 'url'],
])

/** Text written in the source (a string or template literal) with a space: prose, not a key. */
function proseOf(node: ts.Node): string | null {
  const literal =
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  return literal && node.getText().includes(' ') ? node.getText() : null
}

/** A zod rule's message argument, or `message:` in an issue or refine option, written as prose. */
function proseMessages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      RULES.has(node.expression.name.text)
    ) {
      for (const argument of node.arguments) {
        const prose = proseOf(argument)
        if (prose) found.push(prose)
      }
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') {
      const prose = proseOf(node.initializer)
      if (prose) found.push(prose)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Schemas no staff member reads: the public forms (their own catalogue), env, seed files. */
const NOT_ADMIN = ['/lib/leads/', '/lib/env.ts', '/lib/seed/']

describe('admin schema sources', () => {
  it('give no message as prose (a zod rule takes a catalogue key: messageKey())', () => {
    const found: string[] = []
    for (const file of sourceFiles(join(root, 'lib'))) {
      const text = readFileSync(file, 'utf8')
      if (!/from 'zod(\/mini)?'/.test(text) || NOT_ADMIN.some((part) => file.includes(part)))
        continue
      for (const prose of proseMessages(file)) found.push(`${relative(root, file)}: ${prose}`)
    }
    expect(found).toEqual([])
  })
})
