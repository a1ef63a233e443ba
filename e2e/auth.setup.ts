import { test as setup } from '@playwright/test'
import { roles, saveSession, signInWithForm } from './admin-support'

// Once per run: each seeded role signs in through the form, and the specs reuse its session.
for (const role of roles) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signInWithForm(page, role)
    await saveSession(page, role)
  })
}
