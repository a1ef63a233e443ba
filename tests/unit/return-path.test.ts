import { describe, expect, it } from 'vitest'
import { returnPath, signInHref } from '@/lib/account/return-path'

describe('where sign-in may return to', () => {
  it('an admin page of this site, with its query and fragment', () => {
    expect(returnPath('/admin/leads/7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(
      '/admin/leads/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    )
    expect(returnPath('/admin/leads?assignee=mine&due=today#top')).toBe(
      '/admin/leads?assignee=mine&due=today#top',
    )
    expect(returnPath('/admin')).toBe('/admin')
  })

  it('never another site, a public page, a way in or something that is no path', () => {
    for (const value of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example',
      '/admin\\@evil.example',
      'javascript:alert(1)',
      ' /admin',
      '/admin\n/x',
      '/administrator',
      '/',
      '/the-crest-residence',
      '/admin/login',
      '/admin/reset-password?token=x',
      '/admin/../leads',
      `/admin/${'a'.repeat(2001)}`,
      null,
      ['/admin'],
    ])
      expect(returnPath(value), JSON.stringify(value)).toBeNull()
  })

  it('drops the router’s own payload parameter, and normalises dot segments', () => {
    expect(returnPath('/admin/leads?_rsc=abc&q=mona')).toBe('/admin/leads?q=mona')
    expect(returnPath('/admin/leads/../staff')).toBe('/admin/staff')
  })

  it('the sign-in page names it only when there is somewhere to return to', () => {
    expect(signInHref('/admin/leads/1?x=2')).toBe('/admin/login?next=%2Fadmin%2Fleads%2F1%3Fx%3D2')
    expect(signInHref('/admin')).toBe('/admin/login')
    expect(signInHref('//evil.example')).toBe('/admin/login')
    expect(signInHref(null)).toBe('/admin/login')
  })
})
