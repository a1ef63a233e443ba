import { describe, expect, it } from 'vitest'
import {
  credentialsMatch,
  hashFeedPassword,
  newFeedCredentials,
  readBasicAuth,
} from '@/lib/conversion-feeds/feed-credentials'
import { feedIdOf } from '@/lib/conversion-feeds/feed-path'
import { FEED_WINDOW_DAYS, feedExportQuery } from '@/lib/conversion-feeds/feed-window'

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`

describe('a conversion feed’s credential', () => {
  it('is a readable user name and a fresh 192-bit password each time, kept as its SHA-256', () => {
    const one = newFeedCredentials('won')
    const two = newFeedCredentials('won')
    expect(one.username).toMatch(/^masar-won-[0-9a-f]{8}$/)
    expect(Buffer.from(one.password, 'base64url')).toHaveLength(24)
    expect(one.password).not.toBe(two.password)
    expect(one.passwordHash).toBe(hashFeedPassword(one.password))
    // sha256("abc"), as sha256sum prints it.
    expect(hashFeedPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('reads HTTP Basic as RFC 7617 writes it: the first colon ends the user name', () => {
    expect(readBasicAuth(basic('user:pa:ss'))).toEqual({ username: 'user', password: 'pa:ss' })
    expect(readBasicAuth(`basic   ${Buffer.from('u:p').toString('base64')}`)).toEqual({
      username: 'u',
      password: 'p',
    })
    expect(readBasicAuth(basic('no-colon'))).toBeNull()
    for (const header of [null, '', 'Bearer abc', 'Basic', 'Basic !!!', `Basic ${'A'.repeat(600)}`])
      expect(readBasicAuth(header), String(header)).toBeNull()
  })

  it('matches only the feed’s user name and password together', () => {
    const { username, password, passwordHash } = newFeedCredentials('qualified')
    const feed = { username, passwordHash }
    expect(credentialsMatch(feed, basic(`${username}:${password}`))).toBe(true)
    expect(credentialsMatch(feed, basic(`${username}:${password.slice(1)}`))).toBe(false)
    expect(credentialsMatch(feed, basic(`${username.toUpperCase()}:${password}`))).toBe(false)
    expect(credentialsMatch(feed, basic(`:${password}`))).toBe(false)
    expect(credentialsMatch(feed, null)).toBe(false)
  })
})

describe('a conversion feed’s address and window', () => {
  it('names the feed by id with a .csv ending, nothing else', () => {
    const id = '3f2c8a1e-9b7d-4c6e-8f1a-2b3c4d5e6f70'
    expect(feedIdOf(`${id}.csv`)).toBe(id)
    expect(feedIdOf(`${id.toUpperCase()}.csv`)).toBe(id)
    for (const file of [id, `${id}.txt`, 'x.csv', `${id}.csv.csv`, `../${id}.csv`])
      expect(feedIdOf(file), file).toBeNull()
  })

  it('covers the last 90 Cairo days, today included', () => {
    expect(FEED_WINDOW_DAYS).toBe(90)
    // 23:30 UTC on 31 Dec is already 1 Jan in Cairo (UTC+2).
    expect(feedExportQuery('won', new Date('2026-12-31T23:30:00Z'))).toEqual({
      stage: 'won',
      from: '2026-10-04',
      to: '2027-01-01',
    })
  })
})
