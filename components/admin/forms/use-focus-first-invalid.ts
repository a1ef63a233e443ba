'use client'

import { useEffect, type RefObject } from 'react'
import type { ActionResult } from '@/lib/actions/action-result'

/** After a refused save, the keyboard goes to the first field to fix. */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  state: ActionResult<unknown> | null,
) {
  useEffect(() => {
    if (state && !state.ok)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, state])
}
