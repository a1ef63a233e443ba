import { describe, expect, it } from 'vitest'
import { english } from '../support/english'
import { DEFAULT_PRIVACY_NOTICE } from '@/lib/settings/default-privacy-notice'
import { noticeBlocks } from '@/lib/settings/privacy-notice-blocks'
import { siteSettingsSchema } from '@/lib/settings/site-settings-schema'
import { defaultSiteSettings } from '@/lib/settings/default-site-settings'

describe('privacy notice', () => {
  it('reads "# " lines as headings and blank-line separated text as paragraphs', () => {
    expect(
      noticeBlocks('# Who\nMasar keeps\nyour details.\n\nAsk us.\n# Rights\nDelete any time.'),
    ).toEqual([
      { kind: 'heading', text: 'Who' },
      { kind: 'paragraph', text: 'Masar keeps\nyour details.' },
      { kind: 'paragraph', text: 'Ask us.' },
      { kind: 'heading', text: 'Rights' },
      { kind: 'paragraph', text: 'Delete any time.' },
    ])
  })

  it('says what is collected, why, how long and who to ask, in both languages', () => {
    for (const text of Object.values(DEFAULT_PRIVACY_NOTICE)) {
      expect(noticeBlocks(text).filter((block) => block.kind === 'heading')).toHaveLength(4)
      for (const fact of ['gclid', 'UTM', '24', 'hello@masar.example']) expect(text).toContain(fact)
    }
  })

  it('company settings saved before the notice existed read it as the default', () => {
    const { privacyNotice: _, ...older } = defaultSiteSettings('sales@masar.example')
    const parsed = siteSettingsSchema.parse(older)
    expect(parsed.privacyNotice).toEqual(DEFAULT_PRIVACY_NOTICE)
    expect(parsed.phone).toBe('+20227350100')
  })

  it('an emptied notice is refused with a message', () => {
    const result = siteSettingsSchema.safeParse({
      ...defaultSiteSettings('sales@masar.example'),
      privacyNotice: { en: ' ', ar: DEFAULT_PRIVACY_NOTICE.ar },
    })
    expect(result.success).toBe(false)
    expect(english(result.error?.issues[0]?.message)).toBe('Write the English privacy notice')
  })
})
