/**
 * A FormData of these fields: what a button outside a <form> of its own (a confirmation
 * dialog's, a menu item's) hands to useActionForm's `submit`, as its form would have posted.
 */
export function formDataOf(fields: Record<string, string>): FormData {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return formData
}
