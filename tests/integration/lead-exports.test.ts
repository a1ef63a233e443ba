import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { leadEvents, leads } from '@/lib/db/schema'
import { fromCairoWallTime } from '@/lib/i18n/business-time'
import { DEFAULT_FILTERS } from '@/lib/lead-inbox/lead-filters'
import { streamLeadsCsv } from '@/lib/lead-inbox/stream-leads-csv'
import { streamOfflineConversions } from '@/lib/lead-inbox/stream-offline-conversions'
import { DEFAULT_LEAD_SETTINGS } from '@/lib/settings/lead-settings-schema'
import { insertDeveloper, insertProject, migratedDb } from '../support/db'
import { insertLead, insertStaff } from '../support/leads'
import { parseCsv } from '../support/parse-csv'

/** The file as written: the byte order mark kept (Response.text() would drop it). */
const read = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer())

let projectId: string

beforeAll(async () => {
  await migratedDb()
  projectId = (await insertProject((await insertDeveloper()).id)).id
})

describe('CSV export of a view', () => {
  it('is UTF-8 with a BOM, ISO dates, one row per lead, Arabic intact, formulas neutralised', async () => {
    const staff = await insertStaff('moderator', 'Nadia')
    const hostile = [
      '=HYPERLINK("http://evil.example","Click")',
      '+201001234567',
      '-2+3',
      '@SUM(A1:A2)',
      '\tTabbed',
      '\rReturn',
    ]
    const arabicLead = await insertLead({
      projectId,
      fullName: 'ليلى "لولا" عبد الله, الابنة',
      notes: 'Line one\nline two',
      createdAt: fromCairoWallTime('2026-07-15T09:05')!,
      assigneeId: staff.id,
      gclid: 'gclid-1',
      howSoon: 'within_3m',
      preferredChannel: 'whatsapp',
    })
    await db()
      .insert(leadEvents)
      .values(
        ['Called: no answer', 'Call back Sunday'].map((text, n) => ({
          leadId: arabicLead.id,
          type: 'note',
          data: { text },
          createdAt: new Date(Date.UTC(2026, 6, 15, 8, n)),
        })),
      )
    for (const name of hostile) {
      await insertLead({
        projectId,
        fullName: name,
        createdAt: fromCairoWallTime('2026-01-10T12:00')!,
      })
    }
    const text = await read(streamLeadsCsv({ ...DEFAULT_FILTERS, project: projectId }, staff.id))
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(header!.slice(0, 5)).toEqual(['Lead ID', 'Received', 'Status', 'Name', 'Email'])
    expect(rows).toHaveLength(1 + hostile.length)
    const column = (name: string) => header!.indexOf(name)
    const arabic = rows[0]!
    expect(arabic[column('Name')]).toBe('ليلى "لولا" عبد الله, الابنة')
    expect(arabic[column('Notes')]).toBe('Line one\nline two')
    // Summer time in Cairo: +03:00.
    expect(arabic[column('Received')]).toBe('2026-07-15T09:05:00+03:00')
    expect(arabic[column('Assignee')]).toBe('Nadia')
    expect(arabic[column('gclid')]).toBe('gclid-1')
    // Words, not codes; the mobile as a formula Excel shows as the text +20…; staff notes too.
    expect(arabic[column('Status')]).toBe('New')
    expect(arabic[column('Mobile')]).toMatch(/^="\+201[0125]\d{8}"$/)
    expect(arabic[column('Buying timeline')]).toBe('Within 3 months')
    expect(arabic[column('Preferred contact')]).toBe('WhatsApp')
    expect(arabic[column('Staff notes')]).toBe('Called: no answer\nCall back Sunday')
    expect(
      rows
        .map((row) => row[column('Name')])
        .slice(1)
        .sort(),
    ).toEqual(hostile.map((name) => `'${name}`).sort())
    expect(rows[1]![column('Received')]).toBe('2026-01-10T12:00:00+02:00')

    // An Arabic-speaking exporter: headers and words in Arabic, the data as it is.
    const inArabic = await read(
      streamLeadsCsv({ ...DEFAULT_FILTERS, project: projectId }, staff.id, 'ar'),
    )
    const [arHeader, ...arRows] = parseCsv(inArabic.slice(1))
    expect(arHeader!.slice(0, 5)).toEqual([
      'معرّف العميل المحتمل',
      'تاريخ الوصول',
      'المرحلة',
      'الاسم',
      'البريد الإلكتروني',
    ])
    expect(arHeader).toHaveLength(header!.length)
    expect(arRows[0]![arHeader!.indexOf('المرحلة')]).toBe('جديد')
    expect(arRows[0]![arHeader!.indexOf('الاسم')]).toBe('ليلى "لولا" عبد الله, الابنة')
    expect(arRows[0]![arHeader!.indexOf('gclid')]).toBe('gclid-1')
  })

  it('writes every phone as text Excel keeps (a consultation’s number as typed too), the next action and why it was lost', async () => {
    const project = (await insertProject((await insertDeveloper()).id)).id
    const staff = await insertStaff('moderator')
    await insertLead({
      projectId: project,
      source: 'consultation',
      formId: 'home_consultation',
      fullName: 'Typed Phone',
      mobileLocal: null,
      mobileInternational: null,
      phone: '0100 123 4567',
      status: 'lost',
      lostReason: 'budget',
      lostNote: '=Too far from the budget',
      nextActionAt: fromCairoWallTime('2026-03-01T11:30')!,
      nextActionNote: 'Call back after Ramadan',
      createdAt: fromCairoWallTime('2026-02-01T10:00')!,
    })
    await insertLead({
      projectId: project,
      source: 'consultation',
      formId: 'home_consultation',
      fullName: 'Abroad',
      mobileLocal: null,
      mobileInternational: null,
      phone: '+44 20 7946 0958',
      createdAt: fromCairoWallTime('2026-01-01T10:00')!,
    })
    const text = await read(streamLeadsCsv({ ...DEFAULT_FILTERS, project }, staff.id))
    const [header, typed, abroad] = parseCsv(text.slice(1))
    const column = (name: string) => header!.indexOf(name)
    // Parsed back, the cell is the formula ="…": Excel shows its text, zero and plus kept.
    expect(typed![column('Phone')]).toBe('="0100 123 4567"')
    expect(typed![column('Mobile')]).toBe('="+201001234567"')
    expect(abroad![column('Phone')]).toBe('="+44 20 7946 0958"')
    expect(abroad![column('Mobile')]).toBe('="+442079460958"')
    expect(typed![column('Next action')]).toBe('2026-03-01T11:30:00+02:00')
    expect(typed![column('Next action note')]).toBe('Call back after Ramadan')
    expect(typed![column('Lost reason')]).toBe('Budget does not fit')
    expect(typed![column('Lost details')]).toBe("'=Too far from the budget")
  })

  it('streams thousands of rows in chunks, each exactly once, ties on the time included', async () => {
    const project = (await insertProject((await insertDeveloper()).id)).id
    const staff = await insertStaff('moderator')
    const sameMoment = new Date('2026-05-05T05:05:05Z')
    const values = Array.from({ length: 2500 }, (_, n) => ({
      source: 'consultation' as const,
      formId: 'home_consultation',
      locale: 'en' as const,
      projectId: project,
      fullName: `Bulk ${n}`,
      email: `bulk-${n}@example.com`,
      createdAt: n % 2 ? sameMoment : new Date(sameMoment.getTime() - n * 1000),
    }))
    await db().insert(leads).values(values)
    const text = await read(streamLeadsCsv({ ...DEFAULT_FILTERS, project }, staff.id))
    const names = parseCsv(text.slice(1))
      .slice(1)
      .map((row) => row[3])
    expect(names).toHaveLength(2500)
    expect(new Set(names).size).toBe(2500)
  })
})

describe('Google Ads conversions (enhanced conversions for leads)', () => {
  // A period of its own far ahead, so leads of other tests never fall in it.
  const at = (text: string) => fromCairoWallTime(text)!
  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
  const HEX = /^[0-9a-f]{64}$/

  it('has a row for every lead that reached the stage: gclid, gbraid, none; hashed, no plain personal data', async () => {
    const withGclid = await insertLead({
      projectId,
      email: ' Jane.Doe@GMail.com ',
      mobileInternational: '+201001112233',
      gclid: 'gclid-won-1',
      wonAt: at('2031-01-10T14:00'),
      wonValueEgp: 4_500_000,
      consentedAt: at('2030-12-20T10:00'),
    })
    const withGbraid = await insertLead({
      projectId,
      gbraid: 'gbraid-won-2',
      wbraid: 'wbraid-won-2',
      wonAt: at('2031-03-11T10:00'),
    })
    const noClickId = await insertLead({
      projectId,
      source: 'consultation',
      mobileInternational: null,
      phone: '0100 222 3344',
      wonAt: at('2031-06-20T09:30'),
    })
    await insertLead({ projectId, gclid: 'gclid-late', wonAt: at('2031-07-01T00:00') })
    await insertLead({ projectId, gclid: 'gclid-qualified', qualifiedAt: at('2031-02-01T10:00') })

    const settings = {
      ...DEFAULT_LEAD_SETTINGS,
      conversions: {
        ...DEFAULT_LEAD_SETTINGS.conversions,
        won: { name: 'Closed deal', value: 1000 },
        qualified: { name: '=Qualified', value: null },
      },
    }
    const won = await read(
      streamOfflineConversions({ stage: 'won', from: '2031-01-01', to: '2031-06-30' }, settings),
    )
    expect(won.split('\r\n')[0]).toBe('Parameters:TimeZone=Africa/Cairo')
    const [header, ...rows] = parseCsv(won.split('\r\n').slice(1).join('\r\n'))
    expect(header).toEqual([
      'Google Click ID',
      'GBRAID',
      'WBRAID',
      'Email',
      'Phone Number',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
      'Order ID',
      'Ad User Data',
      'Ad Personalization',
    ])
    expect(rows).toEqual([
      [
        'gclid-won-1',
        '',
        '',
        sha256('janedoe@gmail.com'),
        sha256('+201001112233'),
        'Closed deal',
        '2031-01-10 14:00:00+02:00',
        '4500000',
        'EGP',
        withGclid.id,
        'Granted',
        '',
      ],
      [
        '',
        'gbraid-won-2',
        '',
        sha256(withGbraid.email),
        sha256(withGbraid.mobileInternational!),
        'Closed deal',
        '2031-03-11 10:00:00+02:00',
        '1000',
        'EGP',
        withGbraid.id,
        '',
        '',
      ],
      [
        '',
        '',
        '',
        sha256(noClickId.email),
        sha256('+201002223344'),
        'Closed deal',
        '2031-06-20 09:30:00+03:00',
        '1000',
        'EGP',
        noClickId.id,
        '',
        '',
      ],
    ])
    for (const row of rows) {
      expect(row[3]).toMatch(HEX)
      expect(row[4]).toMatch(HEX)
    }
    // No plain personal data anywhere in the file: no address, no number, no name.
    for (const lead of [withGclid, withGbraid, noClickId]) {
      for (const plain of [lead.email.trim(), lead.fullName, lead.mobileLocal, lead.phone]) {
        if (plain) expect(won).not.toContain(plain)
      }
    }
    expect(won).not.toContain('@')
    expect(won).not.toMatch(/\+20\d/)

    const qualified = await read(
      streamOfflineConversions(
        { stage: 'qualified', from: '2031-02-01', to: '2031-02-01' },
        settings,
      ),
    )
    const [, qualifiedRow] = parseCsv(qualified.split('\r\n').slice(1).join('\r\n'))
    expect(qualifiedRow?.slice(0, 1)).toEqual(['gclid-qualified'])
    expect(qualifiedRow?.slice(5, 9)).toEqual([
      "'=Qualified",
      '2031-02-01 10:00:00+02:00',
      '',
      'EGP',
    ])
  })

  it('sends an erased lead without e-mail or phone', async () => {
    await insertLead({
      projectId,
      gclid: 'gclid-erased',
      email: '[erased]',
      erasedAt: at('2031-09-02T10:00'),
      wonAt: at('2031-09-01T10:00'),
    })
    const won = await read(
      streamOfflineConversions(
        { stage: 'won', from: '2031-09-01', to: '2031-09-01' },
        DEFAULT_LEAD_SETTINGS,
      ),
    )
    const [, row] = parseCsv(won.split('\r\n').slice(1).join('\r\n'))
    expect(row?.slice(0, 5)).toEqual(['gclid-erased', '', '', '', ''])
  })
})
