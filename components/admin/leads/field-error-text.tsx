/** A field's inline error, referenced by the control's aria-describedby. */
export function FieldErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null
}
