import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodeReportBytes } from '@/lib/ad-spend/decode-report-bytes'
import { parseAdReport } from '@/lib/ad-spend/parse-ad-report'
import { parseGoogleAdsCsv } from '@/lib/ad-spend/parse-google-ads-csv'
import { parseMetaCsv } from '@/lib/ad-spend/parse-meta-csv'
import { readAmountCents, readReportDay } from '@/lib/ad-spend/report-values'

const fixture = (name: string) =>
  decodeReportBytes(new Uint8Array(readFileSync(`tests/fixtures/ad-spend/${name}`)))

/** Amounts per campaign and day, as the parser read them. */
const daysOf = (text: string) =>
  parseAdReport(text).rows.map((row) => [row.campaign, row.day, row.amountCents, row.currency])

describe('the Google Ads campaign report', () => {
  it('skips the title, date-range and total lines and reads thousands separators', () => {
    const report = parseGoogleAdsCsv(fixture('google-ads-campaigns-en.csv'))
    expect(report.errors).toEqual([])
    expect(report.platform).toBe('google')
    expect(
      report.rows.map((row) => [
        row.line,
        row.campaign,
        row.campaignName,
        row.day,
        row.amountCents,
      ]),
    ).toEqual([
      [4, '20261001', 'Palm Valley Search', '2026-10-01', 125_000],
      [5, '20261001', 'Palm Valley Search', '2026-10-02', 125_050],
      [6, '20261001', 'Palm Valley Search', '2026-10-03', 99_950],
      [7, '20261002', 'Sea View PMax', '2026-10-01', 200_000],
      // "--": nothing spent that day.
      [8, '20261002', 'Sea View PMax', '2026-10-02', 0],
      [9, '20261002', 'Sea View PMax', '2026-10-03', 300_000],
    ])
  })

  it('reads the Arabic interface’s UTF-16 tab-separated export (CSV for Excel)', () => {
    const bytes = readFileSync('tests/fixtures/ad-spend/google-ads-campaigns-ar.tsv')
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe])
    expect(daysOf(fixture('google-ads-campaigns-ar.tsv'))).toEqual([
      ['20261001', '2026-10-01', 125_000, 'EGP'],
      ['20261001', '2026-10-02', 125_050, 'EGP'],
    ])
    expect(parseAdReport(fixture('google-ads-campaigns-ar.tsv')).rows[0]?.campaignName).toBe(
      'بحث بالم فالي',
    )
  })

  it('names every broken line, and keeps none of the file’s rows from counting as valid', () => {
    const report = parseGoogleAdsCsv(fixture('google-ads-broken.csv'))
    expect(report.errors).toEqual([
      { line: 5, problem: 'badAmount' },
      { line: 7, problem: 'badDay' },
    ])
  })

  it('uses the campaign name when the report has no Campaign ID column', () => {
    const text = 'Campaign,Day,Cost\nBrand,2026-10-05,10\nTotal: Account,--,10\n'
    expect(daysOf(text)).toEqual([['Brand', '2026-10-05', 1000, 'EGP']])
  })

  it('refuses a report without a Day column, and a file that is no report', () => {
    expect(parseGoogleAdsCsv('Campaign report\nCampaign,Cost\nBrand,10\n').errors).toEqual([
      { line: 2, problem: 'noDayColumn' },
    ])
    expect(parseAdReport('name,phone\nMona,0100\n').errors).toEqual([
      { line: 1, problem: 'notAReport' },
    ])
    expect(parseAdReport('Campaign,Day,Cost\nTotal: Account,--,0\n').errors).toEqual([
      { line: 1, problem: 'noRows' },
    ])
  })

  it('counts lines across quoted line breaks and names a row without a campaign', () => {
    const text = 'Campaign,Day,Cost\n"Two\nlines",2026-10-01,5\n,2026-10-02,5\n"x",2026-10-03,abc\n'
    expect(parseAdReport(text).errors).toEqual([
      { line: 4, problem: 'noCampaign' },
      { line: 5, problem: 'badAmount' },
    ])
  })
})

describe('the Meta Ads Manager export', () => {
  it('reads a UTF-8 file with a byte order mark, skipping the summary row', () => {
    const report = parseAdReport(fixture('meta-ads-en.csv'))
    expect(report.platform).toBe('meta')
    expect(report.errors).toEqual([])
    expect(
      report.rows.map((row) => [
        row.line,
        row.campaign,
        row.campaignName,
        row.day,
        row.amountCents,
        row.currency,
      ]),
    ).toEqual([
      [3, '120330000001', 'Launch Leads', '2026-10-01', 150_000, 'EGP'],
      [4, '120330000001', 'Launch Leads', '2026-10-02', 150_000, 'EGP'],
      [5, '120330000001', 'Launch Leads', '2026-10-03', 300_000, 'EGP'],
    ])
  })

  it('reads Arabic headers and digits, the currency from the amount’s header', () => {
    expect(daysOf(fixture('meta-ads-ar-usd.csv'))).toEqual([
      ['حملة الساحل', '2026-10-01', 10_050, 'USD'],
      ['حملة الساحل', '2026-10-02', 20_000, 'USD'],
    ])
  })

  it('refuses a row that covers several days (no Day breakdown)', () => {
    const text =
      'Reporting starts,Reporting ends,Campaign name,Amount spent (EGP)\n2026-10-01,2026-10-31,Launch,"9,000"\n'
    expect(parseMetaCsv(text).errors).toEqual([{ line: 2, problem: 'spansDays' }])
  })
})

describe('report values', () => {
  it('reads amounts with or without thousands separators, in either digits', () => {
    expect(readAmountCents('1,234,567.8')).toBe(123_456_780)
    expect(readAmountCents('١٬٢٣٤٫٥٠')).toBe(123_450)
    expect(readAmountCents('EGP 15')).toBe(1500)
    expect(readAmountCents('0.005')).toBe(1)
    for (const bad of ['', '1.234,5', '12,34', '-5', 'abc', '1e3'])
      expect(readAmountCents(bad)).toBeNull()
  })

  it('reads days in ISO form or with the month’s name, never ambiguous slashes', () => {
    expect(readReportDay('2026-10-01')).toBe('2026-10-01')
    expect(readReportDay('Oct 1, 2026')).toBe('2026-10-01')
    expect(readReportDay('Thursday, October 1, 2026')).toBe('2026-10-01')
    expect(readReportDay('١ أكتوبر ٢٠٢٦')).toBe('2026-10-01')
    for (const bad of ['10/01/2026', '2026-02-30', 'soon', ''])
      expect(readReportDay(bad)).toBeNull()
  })
})
