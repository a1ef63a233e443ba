import { describe, expect, it } from 'vitest'
import { isGuessablePassword } from '@/lib/auth/guessable-password'

describe('common and breached passwords (offline lists)', () => {
  it.each([
    'password',
    'Password1!',
    'qwerty123',
    '12345678',
    'iloveyou',
    'masar2026',
    'Admin@123',
  ])('%j is refused', (password) => expect(isGuessablePassword(password)).toBe(true))

  it.each(['correct horse battery', 'e2e-admin-password', 'lantern-octopus-47-basil'])(
    '%j is accepted',
    (password) => expect(isGuessablePassword(password)).toBe(false),
  )

  it('counts the staff member’s own e-mail as an easy guess', () => {
    expect(isGuessablePassword('nadia.fahmy', ['nadia.fahmy@masar.example'])).toBe(true)
  })
})
