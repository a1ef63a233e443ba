import { describe, expect, it } from 'vitest'
import { english } from '../support/english'
import { projectSchema } from '@/lib/admin/projects/project-schema'

describe('project slugs', () => {
  it("cannot take a path the site's own pages hold (/privacy, /developers)", () => {
    for (const slug of ['privacy', 'developers']) {
      const result = projectSchema.shape.slug.safeParse(slug)
      expect(result.success).toBe(false)
      expect(english(result.error?.issues[0]?.message)).toBe(
        'This slug is a page of the site: choose another',
      )
    }
    expect(projectSchema.shape.slug.safeParse('privacy-park').success).toBe(true)
  })
})
