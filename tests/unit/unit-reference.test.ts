import { describe, expect, it } from 'vitest'
import { unitReference } from '@/app/[locale]/[slug]/_components/units/unit-reference'

describe('a unit’s short reference', () => {
  it('is the project’s initials and the unit slug’s distinctive part', () => {
    expect(unitReference('the-crest-residence', 'apartment-2br-135')).toBe('TCR-2BR-135')
    expect(unitReference('capital-heights', 'penthouse-3br-210')).toBe('CH-3BR-210')
    expect(unitReference('sokhna-cliffs', 'c12')).toBe('SC-C12')
  })
})
