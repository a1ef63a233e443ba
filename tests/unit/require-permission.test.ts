import { describe, expect, it } from 'vitest'
import { denialOf } from '@/lib/auth/denial-of'
import { PERMISSIONS, type Permission } from '@/lib/auth/permissions'
import { AppError } from '@/lib/actions/app-error'
import { requirePermission } from '@/lib/actions/require-permission'
import { testViewer } from '../support/viewer'

const permissions = Object.keys(PERMISSIONS) as Permission[]

describe('denialOf: the rule authorize and requirePermission share', () => {
  it('lets each role do what the permission table says, and names the refusal', () => {
    for (const permission of permissions) {
      expect(denialOf(testViewer('admin'), permission)).toBeNull()
      expect(denialOf(testViewer('user'), permission)).toBe('forbidden')
    }
    expect(denialOf(testViewer('moderator'), 'content')).toBeNull()
    expect(denialOf(testViewer('moderator'), 'leads')).toBeNull()
    expect(denialOf(testViewer('moderator'), 'administration')).toBe('admin-only')
  })

  it('opens only My Account (and the two-factor set-up) to staff who must replace a generated password', () => {
    for (const role of ['admin', 'moderator'] as const) {
      const viewer = testViewer(role, undefined, { mustChangePassword: true })
      expect(denialOf(viewer, 'account')).toBeNull()
      expect(denialOf(viewer, 'twoFactor')).toBeNull()
      for (const permission of permissions.filter((p) => p !== 'account' && p !== 'twoFactor'))
        expect(denialOf(viewer, permission)).toBe('password-change')
    }
    // Not staff at all: the password is not the reason.
    expect(denialOf(testViewer('user', undefined, { mustChangePassword: true }), 'content')).toBe(
      'forbidden',
    )
  })
})

describe('denialOf: an admin without two-factor', () => {
  it('opens only the two-factor set-up, also before a generated password is replaced', () => {
    for (const mustChangePassword of [false, true]) {
      const viewer = testViewer('admin', undefined, {
        mustSetUpTwoFactor: true,
        mustChangePassword,
      })
      expect(denialOf(viewer, 'twoFactor')).toBeNull()
      for (const permission of permissions.filter((p) => p !== 'twoFactor'))
        expect(denialOf(viewer, permission)).toBe('two-factor-setup')
    }
    expect(() =>
      requirePermission(testViewer('admin', undefined, { mustSetUpTwoFactor: true }), 'leads'),
    ).toThrow('Not authorized: two-factor-setup')
  })
})

describe('requirePermission', () => {
  it('returns for an allowed viewer and throws the denial otherwise', () => {
    expect(() => requirePermission(testViewer('moderator'), 'leads')).not.toThrow()
    const refusal = (() => {
      try {
        requirePermission(testViewer('moderator'), 'administration')
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(AppError)
    expect(refusal).toMatchObject({
      code: 'forbidden',
      denial: 'admin-only',
      key: 'errors.adminOnly',
    })
  })
})
