import { describe, expect, it, vi } from 'vitest'
import { DENIAL_MESSAGES, fail } from '@/lib/actions/action-result'
import { AppError, type AppErrorCode } from '@/lib/actions/app-error'
import { failureOf } from '@/lib/actions/failure-of'
import { requirePermission } from '@/lib/actions/require-permission'
import type { Denial } from '@/lib/auth/denial-of'
import { testViewer } from '../support/viewer'
import { english } from '../support/english'

/** What an action's caller gets for an error its work threw, as they read it in English. */
const seen = (error: unknown) => {
  const failure = failureOf(error, 'test')
  return { ...failure, words: english(failure.message, failure.values) }
}

const thrownBy = (work: () => void): unknown => {
  try {
    work()
  } catch (error) {
    return error
  }
  throw new Error('Expected a throw')
}

describe('failureOf: every AppError code is a failure of its own', () => {
  const cases: Record<AppErrorCode, [AppError, object]> = {
    'not-found': [
      AppError.notFound('content.projects.fieldErrors.notFound'),
      { code: 'not-found', message: 'content.projects.fieldErrors.notFound' },
    ],
    refused: [
      AppError.refused('trash.refusals.developerHasProjects', { count: 2 }),
      {
        code: 'refused',
        message: 'trash.refusals.developerHasProjects',
        values: { count: 2 },
        words: 'It still has 2 projects (in the lists or the trash). Delete them for good first.',
      },
    ],
    field: [
      AppError.field('developerId', 'content.projects.fieldErrors.chooseDeveloper'),
      {
        code: 'invalid',
        message: 'errors.invalid',
        fieldErrors: { developerId: 'content.projects.fieldErrors.chooseDeveloper' },
      },
    ],
    forbidden: [
      AppError.forbidden('admin-only'),
      { code: 'admin-only', message: 'errors.adminOnly' },
    ],
  }

  it.each(Object.entries(cases))('%s', (_, [error, failure]) => {
    expect(seen(error)).toMatchObject({ ok: false, ...failure })
  })

  it('keeps a refusal without values free of them', () => {
    expect(failureOf(AppError.refused('staff.refusals.sameRole'), 'test')).toEqual({
      ok: false,
      code: 'refused',
      message: 'staff.refusals.sameRole',
    })
  })

  it('answers anything else generically, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(failureOf(new Error('secret detail'), 'test')).toEqual({
        ok: false,
        code: 'error',
        message: 'errors.unexpected',
      })
      expect(log).toHaveBeenCalled()
    } finally {
      log.mockRestore()
    }
  })
})

describe('a read refused by requirePermission inside an action', () => {
  const denials: [Denial, ReturnType<typeof testViewer>][] = [
    ['forbidden', testViewer('user')],
    ['admin-only', testViewer('moderator')],
    ['two-factor-setup', testViewer('admin', undefined, { mustSetUpTwoFactor: true })],
    ['password-change', testViewer('moderator', undefined, { mustChangePassword: true })],
  ]

  it.each(denials)('answers %s as the action gate does', (denial, viewer) => {
    const error = thrownBy(() => requirePermission(viewer, 'administration'))
    expect(failureOf(error, 'test')).toEqual(fail(denial, DENIAL_MESSAGES[denial]))
  })
})

describe('AppError', () => {
  it('keeps the words for the user apart from a plain message for developers', () => {
    const error = AppError.refused('leads.refusals.alreadyInStage', { stage: 'won' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'AppError', key: 'leads.refusals.alreadyInStage' })
    expect(error.message).toBe('Refused (leads.refusals.alreadyInStage) {"stage":"won"}')
    expect(AppError.forbidden('forbidden').message).toBe('Not authorized: forbidden')
    expect(
      AppError.field('slug', 'errors.slugTaken', 'Slug taken by a deleted developer'),
    ).toMatchObject({
      message: 'Slug taken by a deleted developer',
      key: 'errors.slugTaken',
      field: 'slug',
    })
  })
})
